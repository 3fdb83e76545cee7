import { SelectField, TextField } from '@/components/form/form-field';
import type { EmployeeOption } from '../lib/employee-options';
import { acceptDate } from '../lib/pick-date';
import styles from './location-toolbar.module.css';

interface LocationToolbarProps {
  options: readonly EmployeeOption[];
  loadingEmployees: boolean;
  employeeId: string;
  onEmployee: (id: string) => void;
  date: string;
  /** Today in the company's time zone: the latest day the picker allows. */
  today: string;
  onDate: (date: string) => void;
}

/** console.md §2: the employee dropdown and the date picker (today by default, never later). */
export function LocationToolbar(props: LocationToolbarProps) {
  const { options, loadingEmployees, employeeId, onEmployee, date, today, onDate } = props;
  return (
    <div className={styles.toolbar}>
      <SelectField
        label="Employee"
        value={employeeId}
        onChange={(event) => onEmployee(event.target.value)}
        hint={loadingEmployees ? 'Loading employees…' : undefined}
        aria-busy={loadingEmployees || undefined}
      >
        <option value="">-- Select an Employee --</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Date"
        type="date"
        value={date}
        max={today}
        required
        onChange={(event) => {
          const day = acceptDate(event.target.value, today);
          if (day) onDate(day);
        }}
      />
    </div>
  );
}
