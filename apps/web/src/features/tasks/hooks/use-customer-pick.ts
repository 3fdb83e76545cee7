import type { Customer } from '@ronda/shared';
import { useMemo, useState } from 'react';
import {
  initialCustomerChoice,
  type CustomerChoice,
  type ExistingCustomer,
} from '../components/customer-fields';

/**
 * The Create Task form's customer (issue 28): the choice, the customer the server named as
 * having the typed e-mail (offered until the e-mail changes), and the customers learnt that way,
 * which join the list so choosing one shows who it is.
 */
export function useCustomerPick(known: readonly Customer[], companyId: string) {
  const [choice, setChoice] = useState(() => initialCustomerChoice(known));
  const [clash, setClash] = useState<ExistingCustomer | null>(null);
  const [learnt, setLearnt] = useState<Customer[]>([]);
  const customers = useMemo(
    () => [...known, ...learnt.filter((l) => !known.some((c) => c.id === l.id))],
    [known, learnt],
  );
  const change = (next: CustomerChoice) => {
    if (next.fresh.email !== choice.fresh.email) setClash(null);
    setChoice(next);
  };
  /** Takes the named customer instead of a new one: the choice and list to send with. */
  const takeExisting = (existing: ExistingCustomer) => {
    const next = { ...choice, adding: false, customerId: existing.id };
    const customer = { ...existing, companyId };
    setLearnt((list) => [...list, customer]);
    setChoice(next);
    setClash(null);
    return { choice: next, customers: [...customers, customer] };
  };
  return { choice, change, clash, setClash, customers, takeExisting };
}
