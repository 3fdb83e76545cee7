import { TASK_MESSAGES, type TaskUpdateRequest } from '@ronda/shared';

export type ActionMode = 'reject' | 'resolve' | 'assign-task' | 'assign-dept' | 'assign-both';

export interface ActionInput {
  notes: string;
  departmentId: string;
  supervisorId: string;
  employeeId: string;
  /** An employee resolving their own task leaves employee notes, not supervisor notes. */
  asEmployee: boolean;
}

/**
 * What a list-card action sends (console.md §4, with §5's checks), or the message of the check
 * it fails: only the fields the action changes.
 */
export function actionBody(mode: ActionMode, input: ActionInput): TaskUpdateRequest | string {
  const notes = input.notes.trim();
  const { departmentId, supervisorId, employeeId } = input;
  switch (mode) {
    case 'reject':
      if (!notes) return TASK_MESSAGES.rejectReasonRequired;
      return { status: 'rejected', supervisorNotes: notes };
    case 'resolve':
      if (!notes) return { status: 'resolved' };
      return input.asEmployee
        ? { status: 'resolved', employeeNotes: notes }
        : { status: 'resolved', supervisorNotes: notes };
    case 'assign-task':
      if (!employeeId) return TASK_MESSAGES.employeeRequired;
      return {
        employeeAssigned: employeeId,
        supervisorNotes: TASK_MESSAGES.assignedToEmployee,
        status: 'in-progress',
      };
    case 'assign-dept':
      if (!departmentId) return TASK_MESSAGES.departmentRequired;
      return supervisorId ? { departmentId, supervisorAssigned: supervisorId } : { departmentId };
    case 'assign-both':
      if (!departmentId) return TASK_MESSAGES.departmentRequired;
      return {
        departmentId,
        ...(supervisorId ? { supervisorAssigned: supervisorId } : {}),
        ...(employeeId ? { employeeAssigned: employeeId } : {}),
        status: employeeId ? 'in-progress' : 'incoming',
        supervisorNotes: notes || TASK_MESSAGES.quickAssignment,
      };
  }
}
