import type { LatestLocation } from '@ronda/shared';

/** The list with one person's record replaced (or added); a late, older move never wins. */
export function mergeLocation(
  list: readonly LatestLocation[],
  moved: LatestLocation,
): LatestLocation[] {
  const index = list.findIndex((l) => l.employee.id === moved.employee.id);
  if (index === -1) return [...list, moved];
  const was = Date.parse(list[index]?.lastUpdated ?? '');
  const now = Date.parse(moved.lastUpdated ?? '');
  if (now < was) return [...list];
  return list.map((l, i) => (i === index ? moved : l));
}
