import { createHash } from 'node:crypto';
import { z } from 'zod';
import { encodePolyline, type Trip } from '@ronda/tracking';
import type { RouteMatcher } from '../../adapters/route-matcher.ts';
import type { Database } from '../../db/client.ts';
import {
  findCachedGeocode,
  saveCachedGeocode,
} from '../../repositories/geocode-cache.repository.ts';

const SNAP_CACHE_TTL_MS = 90 * 24 * 3600 * 1000;
const cachedSchema = z.object({ polyline: z.string().nullable() });

/**
 * Each trip's path matched to roads, for drawing only (distances stay those of the raw track).
 * Answers are cached by the raw path, so a day already seen costs no routing request; a trip
 * the service cannot match keeps its raw path (null).
 */
export async function snapTrips(
  deps: { db: Database; matcher: RouteMatcher; now: Date },
  trips: readonly Trip[],
): Promise<(string | null)[]> {
  const notBefore = new Date(deps.now.getTime() - SNAP_CACHE_TTL_MS);
  return Promise.all(
    trips.map(async (trip) => {
      const key = createHash('sha256').update(trip.encodedPolyline).digest('base64url');
      const hit = cachedSchema.safeParse(await findCachedGeocode(deps.db, 'match', key, notBefore));
      if (hit.success) return hit.data.polyline;
      const matched = await deps.matcher.match(trip.path);
      const polyline = matched ? encodePolyline(matched) : null;
      // A failure is not cached: the service may be back on the next view.
      if (polyline) {
        await saveCachedGeocode(deps.db, {
          kind: 'match',
          key,
          response: { polyline },
          createdAt: deps.now,
        });
      }
      return polyline;
    }),
  );
}
