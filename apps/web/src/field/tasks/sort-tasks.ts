import type { Task } from '@ronda/shared';

type Sortable = Pick<Task, 'id' | 'status' | 'dueDate' | 'createdAt'>;

const CLOSED: readonly string[] = ['resolved', 'rejected'];

/** Past its due date and still open (a resolved or rejected task is never overdue). */
export function isOverdue(task: Pick<Task, 'status' | 'dueDate'>, now: Date): boolean {
  if (!task.dueDate || CLOSED.includes(task.status)) return false;
  const due = Date.parse(task.dueDate);
  return Number.isFinite(due) && due < now.getTime();
}

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isFinite(value) ? value : 0;
};

/** 'My tasks' order: overdue tasks first, then newest first (createdAt, latest on top). */
export function sortMyTasks<T extends Sortable>(tasks: readonly T[], now: Date): T[] {
  return [...tasks].sort((a, b) => {
    const lateA = isOverdue(a, now);
    const lateB = isOverdue(b, now);
    if (lateA !== lateB) return lateA ? -1 : 1;
    return time(b.createdAt) - time(a.createdAt) || a.id.localeCompare(b.id);
  });
}
