import {
  defaultDueDate,
  localDateIn,
  localDateTimeIn,
  TASK_PRIORITIES,
  type DueDays,
  type TaskPriority,
} from '@ronda/shared';
import { SelectField, TextField } from '@/components/form/form-field';
import { formatDate } from '../lib/format-date-time';
import styles from './task-modals.module.css';

export interface Schedule {
  priority: TaskPriority;
  /** YYYY-MM-DD in the company's zone, or ''. */
  dueDate: string;
  /** A local date-time in the company's zone, or '' (tasks only; subtasks have none). */
  followUp: string;
}

interface ScheduleFieldsProps {
  value: Schedule;
  onChange: (next: Schedule) => void;
  timeZone: string;
  withFollowUp: boolean;
  /** The company's default due days: an empty due date says what it will be. */
  dueDays: DueDays | undefined;
  /** Problems of the fields, in plain words (field-refusal.ts). */
  errors: { dueDate?: string | undefined; followUpOn?: string | undefined };
}

/** Priority, due date (never before the company's today, issue 28) and follow-up. */
export function ScheduleFields(props: ScheduleFieldsProps) {
  const { value, onChange, timeZone, withFollowUp, errors, dueDays } = props;
  const now = new Date();
  // Left empty, the server gives the priority's default (issue 28): say which day that is.
  const dueHint =
    !value.dueDate && dueDays
      ? `Left empty: due ${formatDate(defaultDueDate(value.priority, dueDays, now, timeZone), timeZone)}, the default for ${value.priority} priority.`
      : undefined;
  return (
    <div className={styles.row}>
      <SelectField
        label="Priority"
        value={value.priority}
        onChange={(e) => onChange({ ...value, priority: e.target.value as TaskPriority })}
      >
        {TASK_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Due date"
        type="date"
        min={localDateIn(now, timeZone)}
        value={value.dueDate}
        hint={dueHint}
        error={errors.dueDate}
        onChange={(e) => onChange({ ...value, dueDate: e.target.value })}
      />
      {withFollowUp && (
        <TextField
          label="Follow up on"
          type="datetime-local"
          min={localDateTimeIn(now, timeZone)}
          value={value.followUp}
          error={errors.followUpOn}
          onChange={(e) => onChange({ ...value, followUp: e.target.value })}
        />
      )}
    </div>
  );
}
