import {
  DEVICE_BREAK_END_PATH,
  DEVICE_BREAK_START_PATH,
  DEVICE_PUNCH_IN_PATH,
  DEVICE_PUNCH_OUT_PATH,
  DEVICE_WORK_LOGS_PATH,
  type BreakEndInput,
  type BreakStartInput,
  type PunchInput,
  type TaskUpdateRequest,
  type WorkLogInput,
} from '@ronda/shared';
import type { NewAction } from './types';

/**
 * A new client id, made at the moment the person acts (not when it is sent), so every retry of
 * the action carries the same one. A UUID fits the API's 64 letters, digits and `._:-`.
 */
export function newClientId(): string {
  return crypto.randomUUID();
}

/*
 * Builders keep kind, method, path and body in step, and make the body's `id` the action's
 * client id: the server recognises a retry by that id, the outbox de-duplicates by the same one.
 */

export const punchInAction = (input: PunchInput): NewAction => ({
  kind: 'punch-in',
  method: 'POST',
  path: DEVICE_PUNCH_IN_PATH,
  body: input,
  clientId: input.id,
});

export const punchOutAction = (input: PunchInput): NewAction => ({
  kind: 'punch-out',
  method: 'POST',
  path: DEVICE_PUNCH_OUT_PATH,
  body: input,
  clientId: input.id,
});

export const breakStartAction = (input: BreakStartInput): NewAction => ({
  kind: 'break-start',
  method: 'POST',
  path: DEVICE_BREAK_START_PATH,
  body: input,
  clientId: input.id,
});

export const breakEndAction = (input: BreakEndInput): NewAction => ({
  kind: 'break-end',
  method: 'POST',
  path: DEVICE_BREAK_END_PATH,
  body: input,
  clientId: input.id,
});

export const workLogAction = (input: WorkLogInput): NewAction => ({
  kind: 'work-log',
  method: 'POST',
  path: DEVICE_WORK_LOGS_PATH,
  body: input,
  clientId: input.id,
});

/**
 * A task action (start, resolve, notes). The task API takes no client id, so the id only names
 * the action in the outbox; what makes a repeat safe is the classifier reading its 409.
 */
export const taskUpdateAction = (
  taskId: string,
  update: TaskUpdateRequest,
  clientId: string = newClientId(),
): NewAction => ({
  kind: 'task-status',
  method: 'PUT',
  path: `/api/complaints/${encodeURIComponent(taskId)}`,
  body: update,
  clientId,
});
