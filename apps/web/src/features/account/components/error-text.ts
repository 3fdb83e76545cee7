import { ApiRequestError } from '@/lib/api-request-error';

/** The server's sentence when it gave one, else ours. */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError && error.message ? error.message : fallback;
