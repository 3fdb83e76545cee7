import { haversineMeters } from '@ronda/tracking';
import type { WorkSiteRow } from '../../repositories/work-sites.repository.ts';

export interface PunchPlace {
  outsideSite: boolean;
  siteId: string | null;
}

/**
 * Which work site a punch was made in (the nearest one whose circle holds it). A company with no
 * sites has not asked for the check, so nothing is flagged.
 */
export function placePunch(
  sites: readonly WorkSiteRow[],
  at: { lat: number; lng: number },
): PunchPlace {
  let best: { id: string; distance: number } | undefined;
  for (const site of sites) {
    const distance = haversineMeters(site, at);
    if (distance <= site.radiusMeters && (!best || distance < best.distance)) {
      best = { id: site.id, distance };
    }
  }
  return { outsideSite: sites.length > 0 && !best, siteId: best?.id ?? null };
}
