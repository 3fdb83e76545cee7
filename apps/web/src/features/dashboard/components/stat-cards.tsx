import type { DashboardStats } from '@ronda/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './stat-cards.module.css';

/** console.md §2 Dashboard: the four cards and where each leads. */
export const STAT_CARDS = [
  { key: 'activeUsers', label: 'Active Users', to: null },
  { key: 'activeTasks', label: 'Active Tasks', to: `${paths.tasks}?status=in-progress,pending` },
  {
    key: 'completedTasksToday',
    label: 'Completed Today',
    to: `${paths.tasks}?status=resolved&date=today`,
  },
  {
    key: 'incomingTasksToday',
    label: 'Incoming Today',
    to: `${paths.tasks}?status=incoming&date=today`,
  },
] as const satisfies readonly { key: keyof DashboardStats; label: string; to: string | null }[];

interface StatCardsProps {
  stats: DashboardStats | undefined;
  loading: boolean;
}

export function StatCards({ stats, loading }: StatCardsProps) {
  return (
    <ul className={styles.cards} aria-label="Today at a glance" aria-busy={loading || undefined}>
      {STAT_CARDS.map((card) => {
        const value = stats ? stats[card.key].toLocaleString('en-IN') : '–';
        const body = (
          <>
            <span className={styles.value}>{value}</span>
            <span className={styles.label}>{card.label}</span>
          </>
        );
        return (
          <li key={card.key} className={styles.card} data-stat={card.key}>
            {card.to ? (
              <Link to={card.to} className={styles.link}>
                {body}
              </Link>
            ) : (
              <div className={styles.static}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
