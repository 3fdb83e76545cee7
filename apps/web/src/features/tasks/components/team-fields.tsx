import type { User } from '@ronda/shared';
import { SelectField } from '@/components/form/form-field';
import { fieldStaffChoices, supervisorChoices } from '../lib/task-rules';
import styles from './task-modals.module.css';

export interface Team {
  departmentId: string;
  supervisorId: string;
  employeeId: string;
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
        {supervisorChoices(props.users, department).map((s) => (
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
        {fieldStaffChoices(props.employees, department).map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
