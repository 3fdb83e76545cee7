import { useQuery } from '@tanstack/react-query';
import { SelectField } from '@/components/form/form-field';
import { useCustomerList } from '../api/customer-places';
import { departmentsQuery } from '../api/get-organisation';
import styles from './work-sites.module.css';

interface WorkSiteLinksProps {
  companyId: string;
  customerId: string;
  departmentId: string;
  onChange: (links: { customerId?: string; departmentId?: string }) => void;
}

/** Issue 30: whom a site is for, both optional: a customer's premises, a team's depot. */
export function WorkSiteLinks({
  companyId,
  customerId,
  departmentId,
  onChange,
}: WorkSiteLinksProps) {
  const customers = useCustomerList(companyId, true);
  const departments = useQuery(departmentsQuery(companyId));
  return (
    <fieldset className={styles.group}>
      <legend>For (optional)</legend>
      <LinkSelect
        what="customer"
        value={customerId}
        list={customers}
        onChange={(id) => onChange({ customerId: id })}
      />
      <LinkSelect
        what="department"
        value={departmentId}
        list={departments}
        onChange={(id) => onChange({ departmentId: id })}
      />
    </fieldset>
  );
}

interface LinkSelectProps {
  what: 'customer' | 'department';
  value: string;
  list: { data?: readonly { id: string; name: string }[]; isSuccess: boolean; isError: boolean };
  onChange: (id: string) => void;
}

/** "Customer" or "Department": one of the company's, or none (''). */
function LinkSelect({ what, value, list, onChange }: LinkSelectProps) {
  const plural = what === 'customer' ? 'customers' : 'departments';
  return (
    <SelectField
      id={`work-site-for-${what}`}
      label={what === 'customer' ? 'Customer' : 'Department'}
      value={value}
      disabled={!list.isSuccess}
      hint={list.isError ? `The ${plural} could not be loaded.` : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{list.isSuccess ? `No ${what}` : 'Loading…'}</option>
      {(list.data ?? []).map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </SelectField>
  );
}
