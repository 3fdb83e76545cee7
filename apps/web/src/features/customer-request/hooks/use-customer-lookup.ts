import { customerLookupQuerySchema } from '@ronda/shared';
import { useEffect, useState } from 'react';
import { findCustomer, type KnownCustomer } from '../api/find-customer';
import { normaliseEmail } from '../lib/request-draft';
import { CUSTOMER_LOOKUP_DEBOUNCE_MS } from '../request-constants';

interface Match {
  email: string;
  companyId: string;
  customer: KnownCustomer | null;
}

/**
 * §5: only an address with an @ is looked up. We also wait until it is one the server's own
 * rule accepts (name@domain.tld; not `priya@naik`): the server refuses anything else with 400,
 * so asking earlier only produces errors.
 */
export function isLookupEmail(email: string): boolean {
  return email.includes('@') && customerLookupQuerySchema.shape.email.safeParse(email).success;
}

/**
 * §4: a returning customer, found by e-mail 500 ms after the last keystroke. Answers null as soon
 * as the e-mail or the company changes, so editing the e-mail clears the known-customer state at
 * once; a failed lookup (404 or otherwise) leaves the person a new customer.
 */
export function useCustomerLookup(email: string, companyId: string): KnownCustomer | null {
  const [match, setMatch] = useState<Match | null>(null);
  const key = normaliseEmail(email);

  useEffect(() => {
    if (!companyId || !isLookupEmail(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findCustomer(key, companyId, controller.signal).then(
        (customer) => setMatch({ email: key, companyId, customer }),
        () => undefined,
      );
    }, CUSTOMER_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, companyId]);

  return match && match.email === key && match.companyId === companyId ? match.customer : null;
}
