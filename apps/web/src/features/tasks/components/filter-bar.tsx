import {
  TASK_DATE_LABELS,
  TASK_DATE_OPTIONS,
  TASK_LIST_STATUSES,
  TASK_SORTS,
  type Customer,
  type TaskDateOption,
  type TaskListStatus,
  type TaskSort,
  type User,
} from '@ronda/shared';
import { X } from 'lucide-react';
import { SelectField } from '@/components/form/form-field';
import { Button } from '@/components/button/button';
import { filterChips, NO_FILTERS, type IdFilter, type TaskFilters } from '../lib/task-filters';
import styles from './filter-bar.module.css';
import { TaskSearchBox } from './task-search-box';

interface FilterBarProps {
  filters: TaskFilters;
  onChange: (filters: TaskFilters, options?: { typing?: boolean }) => void;
  departments: readonly { id: string; name: string }[];
  employees: readonly User[];
  customers: readonly Customer[];
  supervisors: readonly { id: string; label: string }[];
  /** console.md §6: the Supervisor group only for supervisors and admins. */
  showSupervisor: boolean;
}

const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

const SORT_LABELS: Record<TaskSort, string> = {
  newest: 'Newest first',
  due: 'Due date (overdue first)',
  priority: 'Priority (critical first)',
};

/** console.md §2 Tasks: status, date, department, employee, customer and supervisor, as chips. */
export function FilterBar(props: FilterBarProps) {
  const { filters, onChange, departments, employees, customers, supervisors, showSupervisor } =
    props;
  const nameOf = (key: IdFilter, id: string): string => {
    const found =
      key === 'departmentId'
        ? departments.find((d) => d.id === id)?.name
        : key === 'employeeId'
          ? employees.find((e) => e.id === id)
          : key === 'customerId'
            ? customers.find((c) => c.id === id)?.name
            : supervisors.find((s) => s.id === id)?.label;
    if (typeof found === 'object' && found) return fullName(found);
    return typeof found === 'string' ? found : 'Unknown';
  };
  const chips = filterChips(filters, nameOf);
  const setId = (key: IdFilter, value: string) => onChange({ ...filters, [key]: value || null });
  const toggleStatus = (status: TaskListStatus, on: boolean) =>
    onChange({
      ...filters,
      statuses: on ? [...filters.statuses, status] : filters.statuses.filter((s) => s !== status),
    });

  return (
    <section className={styles.bar} aria-label="Filters">
      <TaskSearchBox
        value={filters.q}
        onSearch={(q, typing) => onChange({ ...filters, q }, { typing })}
      />
      <div className={styles.controls}>
        <fieldset className={styles.statuses}>
          <legend className={styles.legend}>Status</legend>
          {TASK_LIST_STATUSES.map((status) => (
            <label key={status} className={styles.status}>
              <input
                type="checkbox"
                checked={filters.statuses.includes(status)}
                onChange={(e) => toggleStatus(status, e.target.checked)}
              />
              {status}
            </label>
          ))}
        </fieldset>
        <SelectField
          label="Sort by"
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as TaskSort })}
        >
          {TASK_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Date"
          value={filters.date ?? ''}
          onChange={(e) =>
            onChange({ ...filters, date: (e.target.value || null) as TaskDateOption | null })
          }
        >
          <option value="">Any date</option>
          {TASK_DATE_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {TASK_DATE_LABELS[o]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Department"
          value={filters.departmentId ?? ''}
          onChange={(e) => setId('departmentId', e.target.value)}
        >
          <option value="">All departments</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Employee"
          value={filters.employeeId ?? ''}
          onChange={(e) => setId('employeeId', e.target.value)}
        >
          <option value="">All employees</option>
          {employees.map((u) => (
            <option key={u.id} value={u.id}>
              {fullName(u)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Customer"
          value={filters.customerId ?? ''}
          onChange={(e) => setId('customerId', e.target.value)}
        >
          <option value="">All customers</option>
          {customers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {showSupervisor && (
          <SelectField
            label="Supervisor"
            value={filters.supervisorId ?? ''}
            onChange={(e) => setId('supervisorId', e.target.value)}
          >
            <option value="">All supervisors</option>
            {supervisors.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {chips.length > 0 && (
        <div className={styles.chips}>
          <ul className={styles.chipList} aria-label="Active filters">
            {chips.map((chip) => (
              <li key={chip.key} className={styles.chip}>
                {chip.label}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${chip.label}`}
                  onClick={() => onChange(chip.without)}
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            Clear All Filters
          </Button>
        </div>
      )}
    </section>
  );
}
