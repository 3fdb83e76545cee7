import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { geocodeCache } from '../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;
// 'place': a visited place's name, by ~55 m cell (jobs/name-places.ts); 'match': a trip path
// snapped to roads (adapters/route-matcher.ts), by the raw path's hash.
export type GeocodeKind = 'search' | 'reverse' | 'place' | 'match';

/** The stored answer for (kind, key) if it was stored at or after `notBefore`. */
export async function findCachedGeocode(
  db: Executor,
  kind: GeocodeKind,
  key: string,
  notBefore: Date,
): Promise<unknown> {
  const [row] = await db
    .select({ response: geocodeCache.response })
    .from(geocodeCache)
    .where(
      and(
        eq(geocodeCache.kind, kind),
        eq(geocodeCache.key, key),
        gte(geocodeCache.createdAt, notBefore),
      ),
    )
    .limit(1);
  return row?.response;
}

/** Stores or refreshes an answer; a stale row for the same key is replaced. */
export async function saveCachedGeocode(
  db: Executor,
  row: { kind: GeocodeKind; key: string; response: unknown; createdAt: Date },
): Promise<void> {
  await db
    .insert(geocodeCache)
    .values(row)
    .onConflictDoUpdate({
      target: [geocodeCache.kind, geocodeCache.key],
      set: { response: sql`excluded.response`, createdAt: sql`excluded.created_at` },
    });
}

/** Removes answers stored before `before` (they are no longer served); answers how many. */
export async function deleteGeocodeAnswersBefore(db: Executor, before: Date): Promise<number> {
  const removed = await db
    .delete(geocodeCache)
    .where(lt(geocodeCache.createdAt, before))
    .returning({ key: geocodeCache.key });
  return removed.length;
}
