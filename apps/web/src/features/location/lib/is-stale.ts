import { LOCATION_STALE_MS } from '@ronda/shared';

/** console.md §4, §9: a last known location older than 1 hour (3,600,000 ms) is stale. */
export function isStale(lastUpdated: string | null, now: Date): boolean {
  if (!lastUpdated) return true;
  const at = Date.parse(lastUpdated);
  return Number.isNaN(at) || now.getTime() - at > LOCATION_STALE_MS;
}
