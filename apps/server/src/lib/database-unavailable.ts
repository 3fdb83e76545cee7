/**
 * PostgreSQL unreachable, refusing connections, restarting or out of connections: the request
 * may succeed in a moment, so the answer is 503 (retry), never a 500.
 *
 * Two ways in. Any error raised while a connection is being opened (marked by the pool's client,
 * see db/client.ts): refused or reset sockets, too many connections (53300), a database not
 * accepting connections (55000), starting up or shutting down (57P03), a wrong password after a
 * rotation. And, on an open connection, the errors that mean it was lost: SQLSTATE class 08,
 * 57P01–57P02 (terminated by an administrator or a crash) and the driver's own words for a dead
 * socket. The same SQLSTATE raised by a statement (55000 is also "object not in prerequisite
 * state") stays a 500: that is a bug of ours, not an outage.
 */
const LOST_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service cannot reach its database right now. Nothing was changed; try again in a moment.';

/** Seconds a client is asked to wait before trying again (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * `connection`: no connection could be opened or one was lost (clears when a new one opens);
 * `pool`: every connection was busy for longer than the pool waits (clears when nobody waits).
 */
export type UnavailableKind = 'connection' | 'pool';

export interface Unavailable {
  kind: UnavailableKind;
  /** SQLSTATE or socket error code, when there is one. */
  code?: string;
  message: string;
}

const openingErrors = new WeakSet<object>();

/** Marks an error raised while opening a connection (called by the pool's client class). */
export function markOpeningError<E>(error: E): E {
  if (error && typeof error === 'object') openingErrors.add(error);
  return error;
}

export function databaseUnavailable(error: unknown): Unavailable | undefined {
  // Drizzle wraps the driver's error in its own ("Failed query: …") with the original as cause.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    const sqlCode = typeof code === 'string' ? code : undefined;
    const found = (kind: UnavailableKind): Unavailable => ({
      kind,
      ...(sqlCode ? { code: sqlCode } : {}),
      message: text,
    });
    if (text.includes(POOL_TIMEOUT_MESSAGE)) return found('pool');
    if (openingErrors.has(e)) return found('connection');
    if (sqlCode && (LOST_CODES.has(sqlCode) || sqlCode.startsWith('08')))
      return found('connection');
    if (LOST_MESSAGES.some((m) => text.includes(m))) return found('connection');
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
