import type { User } from '@ronda/shared';
import { SelectField } from '@/components/form/form-field';
import type { ReportFilters } from '../lib/report-search';

interface PeopleFiltersProps {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  departments: readonly { id: string; name: string }[];
  people: readonly User[];
}

/** Stands for a choice the select cannot show as one option: several people (from a link). */
const SEVERAL = 'several';

const nameOf = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/** Whom the report covers: a department, and one person or everyone (admins and supervisors). */
export function PeopleFilters({ filters, onChange, departments, people }: PeopleFiltersProps) {
  const inDepartment = people
    .filter(
      (p) => !filters.departmentId || p.departments.some((d) => d.id === filters.departmentId),
    )
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en-IN'));
  const [only] = filters.userIds;
  const single = filters.userIds.length === 1 && inDepartment.some((p) => p.id === only);
  const value = filters.userIds.length === 0 ? '' : single && only ? only : SEVERAL;
  const count = filters.userIds.length;

  return (
    <>
      <SelectField
        label="Department"
        value={filters.departmentId ?? ''}
        onChange={(event) =>
          // The people of another department would cover no one: the person choice starts over.
          onChange({ ...filters, departmentId: event.target.value || null, userIds: [] })
        }
      >
        <option value="">All departments</option>
        {/* A link's department that is not (yet) in the list: shown rather than silently swapped. */}
        {filters.departmentId && !departments.some((d) => d.id === filters.departmentId) && (
          <option value={filters.departmentId}>Chosen department</option>
        )}
        {departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="People"
        value={value}
        onChange={(event) => {
          const id = event.target.value;
          if (id === SEVERAL) return;
          onChange({ ...filters, userIds: id ? [id] : [] });
        }}
      >
        <option value="">Everyone</option>
        {value === SEVERAL && (
          <option value={SEVERAL}>
            {count} {count === 1 ? 'person' : 'people'} chosen
          </option>
        )}
        {inDepartment.map((p) => (
          <option key={p.id} value={p.id}>
            {nameOf(p)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
