import { SUBMIT_MESSAGES } from '../request-constants';

/**
 * §8: the server's message (ApiRequestError carries it), else the error's own message, else the
 * general one.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return SUBMIT_MESSAGES.unknown;
}
