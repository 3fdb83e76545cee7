import { useState } from 'react';
import { Button } from '@/components/button/button';
import { SelectField } from '@/components/form/form-field';
import { plainRefusal } from '@/components/form/form-problems';
import type { LatLng } from '@/lib/coordinates';
import { findCustomerPlace, useCustomerList } from '../api/customer-places';
import styles from './work-sites.module.css';

interface WorkSiteCustomerProps {
  companyId: string;
  onCentre: (point: LatLng, place: string, name: string, customerId: string) => void;
}

/** "Use this customer's address": the centre from where the company last served a customer. */
export function WorkSiteCustomer({ companyId, onCentre }: WorkSiteCustomerProps) {
  const customers = useCustomerList(companyId, true);
  const [customerId, setCustomerId] = useState('');
  const [finding, setFinding] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const list = customers.data ?? [];
  const chosen = list.find((c) => c.id === customerId);

  const use = async () => {
    if (!chosen) return;
    setFinding(true);
    setNote(null);
    try {
      const place = await findCustomerPlace(companyId, chosen.id);
      if (place) onCentre(place.point, `${chosen.name}: ${place.address}`, chosen.name, chosen.id);
      else
        setNote(
          `No task of ${chosen.name} has a place on the map yet. Search the address or tap the map.`,
        );
    } catch (error) {
      setNote(plainRefusal(error, `The address of ${chosen.name} could not be fetched.`));
    } finally {
      setFinding(false);
    }
  };

  if (customers.isSuccess && list.length === 0) return null;
  return (
    <div className={styles.customer}>
      <SelectField
        id="work-site-customer"
        label="Or a customer"
        value={customerId}
        disabled={!customers.isSuccess}
        hint={customers.isError ? 'The customers could not be loaded.' : undefined}
        onChange={(event) => {
          setCustomerId(event.target.value);
          setNote(null);
        }}
      >
        <option value="">{customers.isSuccess ? '-- Choose a customer --' : 'Loading…'}</option>
        {list.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" disabled={!chosen} busy={finding} onClick={() => void use()}>
        Use this customer’s address
      </Button>
      {note ? (
        <p role="alert" className={styles.problem}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
