import { statusColour } from '@/features/tasks/lib/task-rules';
import { cx } from '@/lib/class-names';
import styles from './status-pill.module.css';

/** A task status in the console's colours (incoming yellow, in-progress blue, ...). */
export function StatusPill({ status }: { status: string }) {
  const colour = statusColour(status);
  return (
    <span className={cx(styles.pill, styles[colour])} data-colour={colour}>
      {status}
    </span>
  );
}

/** A small flag beside the status: overdue (red) or waiting to send (grey). */
export function Flag({ kind, children }: { kind: 'overdue' | 'waiting'; children: string }) {
  return (
    <span className={cx(styles.pill, kind === 'overdue' ? styles.red : styles.grey)}>
      {children}
    </span>
  );
}
