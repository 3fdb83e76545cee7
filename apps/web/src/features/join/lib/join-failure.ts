import { INVITE_GONE_MESSAGE } from '@ronda/shared';
import { ApiRequestError } from '@/lib/api-request-error';

export const JOIN_FAILED_MESSAGE = 'Could not join. Please try again.';
export const PREVIEW_FAILED_MESSAGE = 'The invitation could not be loaded. Please try again.';

/**
 * What a failed join means for the page: the code leads nowhere (404), the server refused with a
 * sentence to show (409, e.g. the person already belongs to another company), or anything else.
 */
export type JoinFailure =
  | { kind: 'gone'; message: typeof INVITE_GONE_MESSAGE }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: typeof JOIN_FAILED_MESSAGE };

export function joinFailure(error: unknown): JoinFailure {
  if (error instanceof ApiRequestError && error.status === 404) {
    return { kind: 'gone', message: INVITE_GONE_MESSAGE };
  }
  if (error instanceof ApiRequestError && error.status === 409) {
    return { kind: 'conflict', message: error.message };
  }
  return { kind: 'failed', message: JOIN_FAILED_MESSAGE };
}

/** A preview that answers 404 (unknown, expired, revoked, used up) or 400 (malformed code). */
export function isInviteGone(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
