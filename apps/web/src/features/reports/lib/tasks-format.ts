import { minutesText, type TasksReport } from '@ronda/shared';

export type TaskFigures = TasksReport['totals'];

/** The tasks report's figures in the order its columns and totals read them. */
export const TASK_FIGURES: readonly { key: keyof TaskFigures; label: string }[] = [
  { key: 'created', label: 'Created' },
  { key: 'customerRequests', label: 'Customer requests' },
  { key: 'internal', label: 'Internal' },
  { key: 'resolved', label: 'Resolved' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'open', label: 'Open' },
  { key: 'medianResolveMinutes', label: 'Median time to resolve' },
  { key: 'resolvedOnSite', label: 'Resolved on site' },
];

/** A figure as shown: counts with Indian grouping, the median as "3 h 20 min" or "—" (none resolved). */
export function taskFigureText(figures: TaskFigures, key: keyof TaskFigures): string {
  const value = figures[key];
  if (key === 'medianResolveMinutes') return value === null ? '—' : minutesText(value);
  return (value ?? 0).toLocaleString('en-IN');
}

/** Nothing came in, closed or fell due in the period: the tab says so instead of a page of zeros. */
export function noTasks(totals: TaskFigures): boolean {
  return TASK_FIGURES.every(({ key }) => key === 'medianResolveMinutes' || totals[key] === 0);
}
