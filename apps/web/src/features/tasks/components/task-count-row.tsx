import type { TaskListStatus } from '@ronda/shared';
import styles from './tasks-view.module.css';

interface TaskCountRowProps {
  shown: number;
  total: number;
  overdue: number;
  statuses: readonly TaskListStatus[];
  onShowOverdue: () => void;
}

/** "10 / 57 Task(s)", how many are overdue (a button that filters to them), and on a phone the
 * way to the map below the list (issue 27). */
export function TaskCountRow({
  shown,
  total,
  overdue,
  statuses,
  onShowOverdue,
}: TaskCountRowProps) {
  const filtered = statuses.includes('overdue');
  return (
    <div className={styles.countRow}>
      <p className={styles.count} aria-live="polite">
        {shown} / {total} Task(s)
      </p>
      {overdue > 0 && !filtered && (
        <button type="button" className={styles.overdue} onClick={onShowOverdue}>
          {overdue} overdue
        </button>
      )}
      {overdue > 0 && filtered && <span className={styles.overdue}>{overdue} overdue</span>}
      <button
        type="button"
        className={styles.toMap}
        onClick={() => document.getElementById('tasks-map')?.scrollIntoView()}
      >
        Show map
      </button>
    </div>
  );
}
