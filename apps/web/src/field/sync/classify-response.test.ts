import { ATTENDANCE_CONFLICTS } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { classifyResponse, type RequestKind } from './classify-response';
import type { HttpOutcome } from './types';

const answer = (status: number, body: unknown): HttpOutcome => ({ kind: 'answer', status, body });
const apiError = (status: number, message: string) =>
  answer(status, { is_success: false, message });
const punchIn = { kind: 'punch-in' as const, body: { id: 'a1' } };
const resolve = { kind: 'task-status' as const, body: { status: 'resolved' } };
const batchAnswer = { is_success: true, accepted: 2, duplicates: 0, rejected: [] };
const deviceKinds: RequestKind[] = [
  'punch-in',
  'punch-out',
  'break-start',
  'break-end',
  'work-log',
];

describe('classifyResponse', () => {
  it('is done on a 2xx answer from the API', () => {
    for (const kind of [...deviceKinds, 'task-status'] as const) {
      expect(classifyResponse({ kind, body: {} }, answer(200, { is_success: true }))).toEqual({
        kind: 'done',
      });
    }
    expect(classifyResponse(punchIn, answer(201, { is_success: true }))).toEqual({ kind: 'done' });
  });

  it('is done on a batch answer only when it has the full batch shape', () => {
    const points = { kind: 'points' as const, body: { points: [] } };
    expect(classifyResponse(points, answer(200, batchAnswer))).toEqual({ kind: 'done' });
    expect(classifyResponse(points, answer(200, { is_success: true })).kind).toBe('retry');
  });

  it('retries a 2xx that did not come from the API (a captive portal page)', () => {
    expect(classifyResponse(punchIn, answer(200, undefined)).kind).toBe('retry');
    expect(classifyResponse(punchIn, answer(200, '<html>Log in to Wi-Fi</html>')).kind).toBe(
      'retry',
    );
    expect(classifyResponse(punchIn, answer(200, { is_success: false })).kind).toBe('retry');
  });

  it('retries when no answer arrived, keeping the reason', () => {
    expect(
      classifyResponse(punchIn, { kind: 'network-error', message: 'Failed to fetch' }),
    ).toEqual({ kind: 'retry', reason: 'No answer: Failed to fetch' });
  });

  it('retries 408, 429 and every 5xx', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(classifyResponse(punchIn, apiError(status, 'busy'))).toEqual({
        kind: 'retry',
        reason: `The server answered ${status}`,
      });
    }
    expect(classifyResponse(punchIn, answer(503, 'Service Unavailable')).kind).toBe('retry');
  });

  it('stops for sign-in on a 401', () => {
    expect(classifyResponse(punchIn, apiError(401, 'Your session has ended.'))).toEqual({
      kind: 'unauthorized',
      message: 'Your session has ended.',
    });
  });

  it('refuses other 4xx with the server message', () => {
    for (const status of [400, 403, 404, 413, 422]) {
      expect(classifyResponse(punchIn, apiError(status, `no ${status}`))).toEqual({
        kind: 'refused',
        status,
        message: `no ${status}`,
      });
    }
  });

  it('refuses every device 409: a repeat of the same id is answered 200, not 409', () => {
    for (const kind of deviceKinds) {
      for (const message of Object.values(ATTENDANCE_CONFLICTS)) {
        expect(classifyResponse({ kind, body: { id: 'x' } }, apiError(409, message))).toEqual({
          kind: 'refused',
          status: 409,
          message,
        });
      }
    }
  });

  it('is done when a resolve finds the task already resolved (its lost answer, retried)', () => {
    const message = 'This task is already resolved; it can no longer be changed.';
    expect(classifyResponse(resolve, apiError(409, message))).toEqual({ kind: 'done' });
    const reject = { kind: 'task-status' as const, body: { status: 'rejected' } };
    const rejected = 'This task is already rejected; it can no longer be changed.';
    expect(classifyResponse(reject, apiError(409, rejected))).toEqual({ kind: 'done' });
  });

  it('refuses a task 409 when the task ended somewhere else than the action wanted', () => {
    const rejected = 'This task is already rejected; it can no longer be changed.';
    expect(classifyResponse(resolve, apiError(409, rejected)).kind).toBe('refused');
    const start = { kind: 'task-status' as const, body: { status: 'in-progress' } };
    const resolved = 'This task is already resolved; it can no longer be changed.';
    expect(classifyResponse(start, apiError(409, resolved)).kind).toBe('refused');
    const notes = { kind: 'task-status' as const, body: { employeeNotes: 'done' } };
    expect(classifyResponse(notes, apiError(409, resolved)).kind).toBe('refused');
    const other = 'Assign an employee before starting the task.';
    expect(classifyResponse(start, apiError(409, other)).kind).toBe('refused');
  });

  it('does not read "already resolved" as done for a device action', () => {
    const message = 'This task is already resolved; it can no longer be changed.';
    const body = { id: 'x', status: 'resolved' };
    expect(classifyResponse({ kind: 'work-log', body }, apiError(409, message)).kind).toBe(
      'refused',
    );
  });

  it('retries answers that are not the API verdict: a redirect, a proxy 4xx page', () => {
    expect(classifyResponse(punchIn, answer(302, undefined)).kind).toBe('retry');
    expect(classifyResponse(punchIn, answer(403, '<html>Blocked</html>')).kind).toBe('retry');
    expect(classifyResponse(punchIn, answer(401, undefined)).kind).toBe('retry');
  });
});
