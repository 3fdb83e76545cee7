import type { User } from '@ronda/shared';
import { SelectField } from '@/components/form/form-field';
import type { TeamChoice as Team } from '../lib/assignment-changes';
import { fieldStaffChoices, supervisorChoices } from '../lib/task-rules';
import styles from './task-modals.module.css';

export type { Team };

type Choice = { id: string; label: string };
type Person = { id: string; firstName: string; lastName: string } | null;

/** The person already assigned stays a choice even when the lists no longer offer them (they
 * left the department, say), so the form shows them and keeping them changes nothing. */
function withCurrent(choices: Choice[], person: Person): Choice[] {
  if (!person || choices.some((c) => c.id === person.id)) return choices;
  return [{ id: person.id, label: `${person.firstName} ${person.lastName}` }, ...choices];
}

interface TeamFieldsProps {
  value: Team;
  onChange: (team: Team) => void;
  departments: readonly { id: string; name: string }[];
  employees: readonly User[];
  users: readonly User[];
  /** 'Department' on the create forms, 'Team' in the subtask modal. */
  departmentLabel?: string;
  /** Required: the first option asks for a choice; optional: it offers none. */
  departmentRequired?: boolean;
  /** The field staff list waits for a department (the create forms). */
  staffNeedsDepartment?: boolean;
  /** Who is assigned now (the subtask window), kept among the choices. */
  current?: { supervisor: Person; employee: Person };
}

/**
 * Department, supervisor and field staff with console.md §6's choices: a new department clears
 * the people, whose choices depend on it.
 */
export function TeamFields(props: TeamFieldsProps) {
  const { value, onChange, departmentRequired = false, staffNeedsDepartment = true } = props;
  const department = value.departmentId || null;
  const staffWaits = staffNeedsDepartment && !department;
  return (
    <div className={styles.row}>
      <SelectField
        label={props.departmentLabel ?? 'Department'}
        required={departmentRequired}
        value={value.departmentId}
        onChange={(e) =>
          onChange({ departmentId: e.target.value, supervisorId: '', employeeId: '' })
        }
      >
        <option value="">{departmentRequired ? 'Select a department' : 'No department'}</option>
        {props.departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Supervisor"
        value={value.supervisorId}
        onChange={(e) => onChange({ ...value, supervisorId: e.target.value })}
      >
        <option value="">No supervisor</option>
        {withCurrent(
          supervisorChoices(props.users, department),
          value.supervisorId === props.current?.supervisor?.id ? props.current.supervisor : null,
        ).map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Field staff"
        value={value.employeeId}
        onChange={(e) => onChange({ ...value, employeeId: e.target.value })}
        disabled={staffWaits}
      >
        <option value="">
          {staffWaits
            ? 'Choose a department first'
            : staffNeedsDepartment
              ? 'Not yet'
              : 'Nobody yet'}
        </option>
        {withCurrent(
          fieldStaffChoices(props.employees, department),
          value.employeeId === props.current?.employee?.id ? props.current.employee : null,
        ).map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
