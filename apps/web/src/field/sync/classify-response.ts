import { locationBatchResponseSchema } from '@ronda/shared';
import type { ActionKind, HttpOutcome } from './types';

/** An action, or a batch of points to POST /api/device/locations. */
export type RequestKind = ActionKind | 'points';

/** What the sender does with an item after one send. */
export type Verdict =
  /** The server has it (now or from an earlier send): remove it from the queue. */
  | { kind: 'done' }
  /** No usable answer, or the server may take it later: keep it, wait, send it again. */
  | { kind: 'retry'; reason: string }
  /** The server will never take it: move it to `failed` with the message, go on. */
  | { kind: 'refused'; status: number; message: string }
  /** The session ended: stop until the person signs in again (the item stays queued). */
  | { kind: 'unauthorized'; message: string };

/**
 * The one 409 that means "what you asked for is already so": plan-task-update.ts answers
 * `This task is already ${status}; it can no longer be changed.` for a closed task. The task API
 * takes no client id, so a resolve whose answer was lost comes back as exactly this on its retry.
 */
const TASK_ALREADY_CLOSED = /^This task is already (resolved|rejected);/;

/** The API's error body, { is_success: false, message }; anything else did not come from it. */
function apiErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { is_success: ok, message } = body as { is_success?: unknown; message?: unknown };
  return ok === false && typeof message === 'string' ? message : undefined;
}

function isApiSuccess(kind: RequestKind, body: unknown): boolean {
  // The sender reads `rejected` from a batch answer, so that answer must have the full shape.
  if (kind === 'points') return locationBatchResponseSchema.safeParse(body).success;
  return (
    typeof body === 'object' && body !== null && 'is_success' in body && body.is_success === true
  );
}

/**
 * Device actions (punches, breaks, work logs) never count a 409 as done: the server looks the
 * client id up first, under a per-person lock, and answers a repeat with 200 and the record it
 * stored. So their 409 always means the server's day differs from the phone's (punched in on
 * another phone, an earlier action refused), which the person must see.
 */
function alreadyApplied(kind: RequestKind, requestBody: unknown, message: string): boolean {
  if (kind !== 'task-status') return false;
  const closed = TASK_ALREADY_CLOSED.exec(message)?.[1];
  const wanted = (requestBody as { status?: unknown } | null)?.status;
  // Only when the task ended where this action wanted it: resolving a rejected task is refused.
  return closed !== undefined && closed === wanted;
}

/** Decides from one send's outcome what happens to the item; pure, so every branch is tested. */
export function classifyResponse(
  request: { kind: RequestKind; body: unknown },
  outcome: HttpOutcome,
): Verdict {
  if (outcome.kind === 'network-error') {
    return { kind: 'retry', reason: `No answer: ${outcome.message}` };
  }
  const { status, body } = outcome;
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', reason: `The server answered ${status}` };
  }
  if (status >= 200 && status < 300) {
    // A captive portal's login page also arrives as 200: only the API's own answer removes data.
    if (isApiSuccess(request.kind, body)) return { kind: 'done' };
    return { kind: 'retry', reason: `An answer ${status} that did not come from the API` };
  }
  const message = apiErrorMessage(body);
  if (status >= 400 && status < 500 && message !== undefined) {
    if (status === 401) return { kind: 'unauthorized', message };
    if (status === 409 && alreadyApplied(request.kind, request.body, message)) {
      return { kind: 'done' };
    }
    return { kind: 'refused', status, message };
  }
  // A redirect, or a 4xx page from a proxy: not the API's verdict, so nothing is dropped for it.
  return { kind: 'retry', reason: `An answer ${status} that did not come from the API` };
}
