import { statusColour } from '../lib/task-rules';
import styles from './status-badge.module.css';

/** A task status in its console.md §4 colour. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`${styles.badge} ${styles[statusColour(status)]}`}
      data-colour={statusColour(status)}
    >
      {status}
    </span>
  );
}
