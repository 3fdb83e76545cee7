/** Live moves refetch the day's trips at most this often: the server rebuilds them each time. */
export const TRACKING_REFRESH_MS = 60_000;

/** How long to wait before the next refetch may run (0: now), given when the last one ran. */
export function refetchDelay(
  lastAt: number | null,
  now: number,
  gapMs: number = TRACKING_REFRESH_MS,
): number {
  if (lastAt === null) return 0;
  return Math.max(0, lastAt + gapMs - now);
}
