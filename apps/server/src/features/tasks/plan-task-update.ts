import { TASK_MESSAGES, type TaskStatus } from '@ronda/shared';
import type { z } from 'zod';
import type { taskUpdateRequestSchema } from '@ronda/shared';
import { canActOnTask } from '../../auth/access-policy.ts';
import type { Actor } from '../../auth/actor.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { TaskRow } from './task-views.repository.ts';
import type { TaskChanges } from './task-writes.repository.ts';

export type TaskUpdate = z.output<typeof taskUpdateRequestSchema>;
export type TaskDiff = Record<string, [unknown, unknown]>;

const CLOSED: readonly TaskStatus[] = ['resolved', 'rejected'];

/**
 * Where a status may go (console.md §4's actions): an open task may be started, resolved or
 * rejected, and a started one handed back (assign with no employee); a closed task stays closed.
 */
const NEXT: Record<TaskStatus, readonly TaskStatus[]> = {
  incoming: ['incoming', 'in-progress', 'resolved', 'rejected'],
  'in-progress': ['in-progress', 'incoming', 'resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

/** What an employee may do to a task assigned to them: start it, resolve it, notes, photos. */
const EMPLOYEE_FIELDS = new Set(['status', 'employeeNotes', 'employeeImages', 'openSubtasks']);
const EMPLOYEE_STATUSES: readonly TaskStatus[] = ['in-progress', 'resolved'];

/** The columns an update sets and the fields it changes, or the reason it may not happen. */
export function planTaskUpdate(
  actor: Actor,
  task: TaskRow,
  update: TaskUpdate,
  now: Date,
): { changes: TaskChanges; diff: TaskDiff } {
  if (!canActOnTask(actor, task)) throw ApiError.forbidden(TASK_MESSAGES.permissionDenied);
  if (CLOSED.includes(task.status)) {
    throw ApiError.conflict(`This task is already ${task.status}; it can no longer be changed.`);
  }
  if (actor.role === 'employee') {
    const sent = Object.entries(update).filter(([, v]) => v !== undefined);
    const allowed = sent.every(([k]) => EMPLOYEE_FIELDS.has(k));
    if (!allowed || (update.status && !EMPLOYEE_STATUSES.includes(update.status))) {
      throw ApiError.forbidden(TASK_MESSAGES.permissionDenied);
    }
  }

  const status = update.status ?? task.status;
  if (!NEXT[task.status].includes(status)) {
    throw ApiError.conflict(`A task that is ${task.status} cannot become ${status}.`);
  }
  let employeeId =
    update.employeeAssigned === undefined ? task.employeeId : update.employeeAssigned;
  if (status === 'incoming' && task.status === 'in-progress') {
    // Handed back: an incoming task is with nobody yet.
    if (update.employeeAssigned) {
      throw ApiError.conflict('An incoming task has no employee; assign one to start it.');
    }
    employeeId = null;
  }
  if (status === 'in-progress' && !employeeId) {
    throw ApiError.conflict('Assign an employee before starting the task.');
  }

  const changes: TaskChanges = {};
  const diff: TaskDiff = {};
  const set = <K extends keyof TaskChanges & keyof TaskRow>(
    column: K,
    name: string,
    value: TaskRow[K],
  ) => {
    if (value === task[column]) return;
    (changes as Record<string, unknown>)[column] = value;
    diff[name] = [task[column], value];
  };

  set('status', 'status', status);
  if (update.supervisorNotes !== undefined) {
    set('supervisorNotes', 'supervisorNotes', update.supervisorNotes);
  }
  if (update.employeeNotes !== undefined)
    set('employeeNotes', 'employeeNotes', update.employeeNotes);
  if (update.employeeImages !== undefined && update.employeeImages.length > 0) {
    // Added to the photos already there; the same photo sent again (a retried send) is kept once.
    const photos = [...new Set([...task.employeeImages, ...update.employeeImages])];
    if (photos.length !== task.employeeImages.length)
      set('employeeImages', 'employeeImages', photos);
  }
  if (update.departmentId !== undefined) set('departmentId', 'departmentId', update.departmentId);
  if (update.supervisorAssigned !== undefined) {
    set('supervisorId', 'supervisorAssigned', update.supervisorAssigned);
  }
  set('employeeId', 'employeeAssigned', employeeId);

  if ('supervisorId' in changes) changes.supervisorAssignedAt = changes.supervisorId ? now : null;
  if ('employeeId' in changes) changes.employeeAssignedAt = changes.employeeId ? now : null;
  if (status === 'in-progress' && !task.startedAt) changes.startedAt = now;
  if (status === 'resolved' && task.status !== 'resolved') changes.resolvedAt = now;
  if (status === 'rejected' && task.status !== 'rejected') changes.rejectedAt = now;
  return { changes, diff };
}
