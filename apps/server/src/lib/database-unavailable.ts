/**
 * PostgreSQL unreachable, restarting or out of connections: the request may succeed in a moment,
 * so the answer is 503 (retry), never a 500. Codes: node's socket errors, SQLSTATE class 08
 * (connection exception), 57P01–57P03 (shutting down / starting up) and 53300 (too many clients).
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service cannot reach its database right now. Nothing was changed; try again in a moment.';

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own ("Failed query: …") with the original as cause.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
