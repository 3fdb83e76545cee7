import type { LatestLocation } from '@ronda/shared';

/** The list with one person's record replaced (or added); a move never goes back in time. */
export function mergeLocation(
  list: readonly LatestLocation[],
  moved: LatestLocation,
): LatestLocation[] {
  const index = list.findIndex((l) => l.employee.id === moved.employee.id);
  if (index === -1) return [...list, moved];
  const current = list[index];
  const [was, now] = [Date.parse(current?.lastUpdated ?? ''), Date.parse(moved.lastUpdated ?? '')];
  if (now < was) {
    return [...list];
  }
  return list.map((l, i) => (i === index ? moved : l));
}
