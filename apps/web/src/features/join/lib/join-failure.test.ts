import { INVITE_GONE_MESSAGE } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-request-error';
import { isInviteGone, JOIN_FAILED_MESSAGE, joinFailure } from './join-failure';

describe('joinFailure', () => {
  it('reads a 404 as a code that leads nowhere', () => {
    expect(joinFailure(new ApiRequestError(404, 'Not found'))).toEqual({
      kind: 'gone',
      message: INVITE_GONE_MESSAGE,
    });
  });

  it("keeps the server's sentence for a 409", () => {
    const message = 'You already belong to Other Co.';
    expect(joinFailure(new ApiRequestError(409, message))).toEqual({ kind: 'conflict', message });
  });

  it.each([
    ['a server error', new ApiRequestError(500, 'Boom')],
    ['an unreachable server', new ApiRequestError(0, 'offline')],
    ['a bad ID token', new ApiRequestError(401, 'Invalid token')],
    ['a non-API error', new Error('script failed')],
  ])('answers %s with the generic retry message', (_name, error) => {
    expect(joinFailure(error)).toEqual({ kind: 'failed', message: JOIN_FAILED_MESSAGE });
  });
});

describe('isInviteGone', () => {
  it('is true for 404 and 400, false for other failures', () => {
    expect(isInviteGone(new ApiRequestError(404, 'x'))).toBe(true);
    expect(isInviteGone(new ApiRequestError(400, 'x'))).toBe(true);
    expect(isInviteGone(new ApiRequestError(500, 'x'))).toBe(false);
    expect(isInviteGone(new Error('x'))).toBe(false);
  });
});
