import { SelectField } from '@/components/form/form-field';
import type { CompanyList } from '../hooks/use-request-company';
import styles from './request-form.module.css';

interface CompanySelectProps {
  list: CompanyList;
  value: string;
  onChange(companyId: string): void;
  error?: string | undefined;
  detailsError: string | null;
}

/** §2.9: without a company in the route, the visitor picks one of the active companies. */
export function CompanySelect({ list, value, onChange, error, detailsError }: CompanySelectProps) {
  const loading = list.status === 'loading';
  const empty = list.status === 'ready' && list.companies.length === 0;
  return (
    <div className={styles.group}>
      <SelectField
        id="request-company"
        label="Company"
        required
        value={value}
        disabled={loading || list.status === 'error' || empty}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{loading ? 'Loading companies…' : 'Select a company'}</option>
        {list.companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </SelectField>
      {loading && (
        <p role="status" className={styles.note}>
          Loading companies…
        </p>
      )}
      {list.error && (
        <p role="alert" className={styles.alert}>
          {list.error}
        </p>
      )}
      {empty && (
        <p role="status" className={styles.note}>
          No companies are taking requests right now. Please try again later.
        </p>
      )}
      {detailsError && (
        <p role="alert" className={styles.alert}>
          {detailsError}
        </p>
      )}
    </div>
  );
}
