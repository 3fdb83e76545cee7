import { useTask } from '../api/get-task';
import { formatDateTime } from '../lib/format-date-time';
import { notesFromHistory } from '../lib/notes-from-history';
import styles from './task-card.module.css';

const KIND_WORDS = { supervisor: 'Supervisor note', employee: 'Employee note' } as const;

/** Every note on the task, oldest first, with who wrote it and when (issue 28). Nothing is
 * shown until the history has loaded, or when there is no note. */
export function TaskNotes({ taskId, timeZone }: { taskId: string; timeZone: string }) {
  const detail = useTask(taskId);
  const notes = detail.data ? notesFromHistory(detail.data.history) : [];
  if (notes.length === 0) return null;
  return (
    <section aria-label="Notes">
      <h3 className={styles.subheading}>Notes</h3>
      <ol className={styles.notes}>
        {notes.map((note) => (
          <li key={note.id}>
            <p className={styles.muted}>
              {KIND_WORDS[note.kind]} · {note.by} ·{' '}
              <time dateTime={note.at}>{formatDateTime(note.at, timeZone)}</time>
            </p>
            <p>{note.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
