import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  title: string;
  children: ReactNode;
  /** Loading: announced politely and drawn with a spinner. */
  busy?: boolean;
  icon?: ReactNode;
}

/** One of the page's states (console.md §2): a title and a line saying what to do or expect. */
export function StatusPanel({ title, children, busy = false, icon }: StatusPanelProps) {
  return (
    <section
      className={cx(styles.panel, busy && styles.busy)}
      role={busy ? 'status' : undefined}
      aria-busy={busy || undefined}
    >
      {busy ? <span className={styles.spinner} aria-hidden /> : icon}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{children}</p>
    </section>
  );
}
