import type { TaskEvent } from '@ronda/shared';
import { useTask } from '../api/get-task';
import { formatDateTime } from '../lib/format-date-time';
import styles from './task-card.module.css';

const FIELD_WORDS: Record<string, (after: unknown) => string> = {
  status: (after) => `set the status to ${String(after)}`,
  supervisorNotes: (after) => (after ? `noted “${String(after)}”` : 'cleared the notes'),
  employeeNotes: (after) => (after ? `noted “${String(after)}”` : 'cleared the notes'),
  departmentId: (after) => (after ? 'changed the department' : 'removed the department'),
  supervisorAssigned: (after) => (after ? 'assigned a supervisor' : 'removed the supervisor'),
  employeeAssigned: (after) => (after ? 'assigned an employee' : 'unassigned the employee'),
};

/** One line of history in words: who did what. */
export function describeEvent(event: TaskEvent): string {
  const who = event.actor ? `${event.actor.firstName} ${event.actor.lastName}` : 'The customer';
  if (event.kind === 'created') return `${who} created the task`;
  if (event.kind === 'subtask-created') return `${who} added a subtask`;
  const parts = Object.entries(event.changes).flatMap(([field, [, after]]) => {
    const words = FIELD_WORDS[field];
    return words ? [words(after)] : [];
  });
  return `${who} ${parts.length > 0 ? parts.join(', ') : 'updated the task'}`;
}

/** The expanded card's history (complaint_events), loaded when the card opens. */
export function TaskHistory({ taskId, timeZone }: { taskId: string; timeZone: string }) {
  const detail = useTask(taskId);
  if (detail.isPending) return <p className={styles.muted}>Loading history…</p>;
  if (detail.isError) return <p className={styles.muted}>The history could not be loaded.</p>;
  return (
    <ol className={styles.history} aria-label="History">
      {detail.data.history.map((event) => (
        <li key={event.id}>
          <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>{' '}
          {describeEvent(event)}
        </li>
      ))}
    </ol>
  );
}
