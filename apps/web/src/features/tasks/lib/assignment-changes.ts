import type { Subtask, TaskUpdateRequest } from '@ronda/shared';

export interface TeamChoice {
  departmentId: string;
  supervisorId: string;
  employeeId: string;
}

/** The form's starting point: who the task is with now. */
export function currentTeam(task: Subtask): TeamChoice {
  return {
    departmentId: task.department?.id ?? '',
    supervisorId: task.supervisorAssigned ?? '',
    employeeId: task.employeeAssigned ?? '',
  };
}

/**
 * Update Assignment (console.md §4): only what the person changed is sent, so nothing they left
 * alone is cleared. The status follows the employee as §4 says (in progress with one, incoming
 * without), and only when the employee changed. Null when nothing changed.
 */
export function assignmentChanges(task: Subtask, chosen: TeamChoice): TaskUpdateRequest | null {
  const before = currentTeam(task);
  const body: TaskUpdateRequest = {};
  if (chosen.departmentId !== before.departmentId) body.departmentId = chosen.departmentId || null;
  if (chosen.supervisorId !== before.supervisorId) {
    body.supervisorAssigned = chosen.supervisorId || null;
  }
  if (chosen.employeeId !== before.employeeId) {
    body.employeeAssigned = chosen.employeeId || null;
    body.status = chosen.employeeId ? 'in-progress' : 'incoming';
  }
  return Object.keys(body).length > 0 ? body : null;
}
