import type { Subtask, TaskStatus, User } from '@ronda/shared';

/** console.md §4 status colours; anything else grey. */
export function statusColour(status: string): 'yellow' | 'blue' | 'green' | 'red' | 'grey' {
  switch (status) {
    case 'incoming':
      return 'yellow';
    case 'in-progress':
      return 'blue';
    case 'resolved':
      return 'green';
    case 'rejected':
      return 'red';
    default:
      return 'grey';
  }
}

/** console.md §9 progress bands: above 0.5 green, above 0.2 orange, else red (GAP-08). */
export function progressColour(fraction: number): 'green' | 'orange' | 'red' {
  if (fraction > 0.5) return 'green';
  if (fraction > 0.2) return 'orange';
  return 'red';
}

/**
 * console.md §6: an admin may act on any task; anyone else only on a task with no department or
 * of a department they belong to. (The server enforces the same rule.)
 */
export function canModifyTask(
  user: Pick<User, 'isAdmin' | 'departments'> | null,
  task: Pick<Subtask, 'department'>,
): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  return task.department === null || user.departments.some((d) => d.id === task.department?.id);
}

const CLOSED: readonly string[] = ['resolved', 'rejected'];

/** §4: reject / assign / resolve show for an incoming task or one neither closed nor incoming. */
export function showsActions(status: TaskStatus | string): boolean {
  return status === 'incoming' || !CLOSED.includes(status);
}

/** §4: Create Subtask shows unless the task is resolved or rejected. */
export function showsCreateSubtask(status: TaskStatus | string): boolean {
  return !CLOSED.includes(status);
}

/** §3: customer tasks read "Customer Request". */
export function taskTypeLabel(type: string): string {
  return type === 'customer' ? 'Customer Request' : type.charAt(0).toUpperCase() + type.slice(1);
}

const isActive = (u: Pick<User, 'status' | 'isActive'>) => u.status === 'active' || u.isActive;

/**
 * §6 supervisor choices: active admins and supervisors; for a team, admins always and supervisors
 * only of that team. Admins are labelled "(Admin)".
 */
export function supervisorChoices(
  users: readonly User[],
  departmentId: string | null,
): { id: string; label: string }[] {
  return users
    .filter((u) => isActive(u) && (u.isAdmin || u.isSupervisor))
    .filter((u) => u.isAdmin || !departmentId || u.departments.some((d) => d.id === departmentId))
    .map((u) => ({
      id: u.id,
      label: `${u.firstName} ${u.lastName}${u.isAdmin ? ' (Admin)' : ''}`,
    }));
}

/** §6 field staff choices: active people of the chosen department. */
export function fieldStaffChoices(
  employees: readonly User[],
  departmentId: string | null,
): { id: string; label: string }[] {
  if (!departmentId) return [];
  return employees
    .filter((u) => isActive(u) && u.departments.some((d) => d.id === departmentId))
    .map((u) => ({ id: u.id, label: `${u.firstName} ${u.lastName}` }));
}
