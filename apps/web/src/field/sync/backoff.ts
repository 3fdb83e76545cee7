export interface BackoffOptions {
  baseMs?: number;
  capMs?: number;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * How long to wait before send number `attempt + 1` after `attempt` failures in a row:
 * "full jitter", a random time between 0 and min(cap, base * 2^attempt). The randomness keeps a
 * crew's phones, all back online when the van reaches signal, from retrying in lockstep.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  { baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS }: BackoffOptions = {},
): number {
  const steps = Math.max(0, Math.floor(attempt));
  // Capped before it can overflow: 2^1024 is Infinity, and Infinity * 0 would be NaN.
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(steps, 30));
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * ceiling);
}
