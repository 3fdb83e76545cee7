import type { Task, User } from '@ronda/shared';
import { fieldStaffChoices } from './task-rules';

const isOpen = (status: string) => status !== 'resolved' && status !== 'rejected';

/**
 * Who a bulk assignment may name: the field staff of the tasks' one department, or every active
 * person when the tasks span departments or have none (the server then refuses, task by task,
 * the ones the person does not belong to, and the result says so).
 */
export function bulkStaffChoices(tasks: readonly Task[], employees: readonly User[]) {
  const departments = new Set(tasks.map((t) => t.department?.id ?? null));
  const [only] = departments;
  if (departments.size === 1 && only) return fieldStaffChoices(employees, only);
  return employees
    .filter((u) => u.isActive)
    .map((u) => ({ id: u.id, label: `${u.firstName} ${u.lastName}` }));
}

/** How many subtasks of the chosen tasks are still open: closing the tasks asks about them. */
export function openSubtaskCount(tasks: readonly Task[]) {
  return tasks.reduce((n, t) => n + t.subtasks.filter((s) => isOpen(s.status)).length, 0);
}

/** Only an open task can be assigned, resolved or rejected: a closed one is not offered. */
export const isActionable = (task: Task) => isOpen(task.status);
