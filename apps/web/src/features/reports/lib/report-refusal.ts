import { ApiRequestError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-request-error';

/** The server's schema names the field it refused ("Invalid querystring.to: …"); people need not. */
const FIELD_PREFIX = /^Invalid (?:body|querystring|params)(?:\.[A-Za-z0-9_]+)?[^:]*:\s*/;

/**
 * What to say when the report could not be loaded. A refusal (4xx) is the server's own plain
 * sentence, shown as it is ("A report covers at most 366 days", "You may not see reports of
 * that person or department."): unlike the forms' plainRefusal, not replaced when it lacks a
 * full stop, since these are all the reader gets. A failure or no connection says so.
 */
export function reportProblem(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) {
    if (error.status >= 400 && error.status < 500) return error.message.replace(FIELD_PREFIX, '');
    if (error.status === 0) return error.message;
  }
  return DEFAULT_ERROR_MESSAGE;
}
