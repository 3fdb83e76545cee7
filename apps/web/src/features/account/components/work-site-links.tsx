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
      <SelectField
        id="work-site-for-customer"
        label="Customer"
        value={customerId}
        disabled={!customers.isSuccess}
        hint={customers.isError ? 'The customers could not be loaded.' : undefined}
        onChange={(event) => onChange({ customerId: event.target.value })}
      >
        <option value="">{customers.isSuccess ? 'No customer' : 'Loading…'}</option>
        {(customers.data ?? []).map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="work-site-for-department"
        label="Department"
        value={departmentId}
        disabled={!departments.isSuccess}
        hint={departments.isError ? 'The departments could not be loaded.' : undefined}
        onChange={(event) => onChange({ departmentId: event.target.value })}
      >
        <option value="">{departments.isSuccess ? 'No department' : 'Loading…'}</option>
        {(departments.data ?? []).map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
