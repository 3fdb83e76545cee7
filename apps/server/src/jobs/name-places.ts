import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { GeocoderError, type Geocoder } from '../adapters/geocoder.ts';
import type { Database } from '../db/client.ts';
import { saveCachedGeocode } from '../repositories/geocode-cache.repository.ts';

export const NAME_PLACES_QUEUE = 'name-places';

export interface NamePlaceJob {
  key: string;
  lat: number;
  lng: number;
}

/**
 * Visited places are named in the background, one geocoder request per ~55 m cell ever (the
 * answer is cached under the cell), so opening a day never waits for or spends a geocoder call.
 * The public geocoder allows one request a second: a busy answer is retried with backoff.
 */
export const NAME_PLACES_QUEUE_OPTIONS = {
  // One job per cell while it waits, retries or runs: many views of an unnamed place ask once.
  policy: 'exclusive' as const,
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
};

/** 0.0005° is about 55 m north–south: stops at one building share a name across days. */
const CELL_DEGREES = 0.0005;

export function placeCellKey(lat: number, lng: number): string {
  const cell = (v: number) => (Math.round(v / CELL_DEGREES) * CELL_DEGREES + 0).toFixed(4);
  return `${cell(lat)},${cell(lng)}`;
}

/**
 * Asks for names of cells not cached yet; a cell already queued is not queued twice. A queue that
 * cannot take the job (it is down) costs the names of this view only: they are asked for again on
 * the next one, so the day is still shown.
 */
export async function requestPlaceNames(
  boss: PgBoss,
  places: readonly NamePlaceJob[],
): Promise<void> {
  if (places.length === 0) return;
  // One statement for the whole day; a cell already queued is skipped by the queue's policy.
  await boss
    .insert(
      NAME_PLACES_QUEUE,
      places.map((place) => ({ data: place, singletonKey: place.key })),
    )
    .catch(() => undefined);
}

export async function namePlace(
  deps: { db: Database; geocoder: Geocoder },
  job: NamePlaceJob,
): Promise<void> {
  const place = await deps.geocoder.reverse(job.lat, job.lng);
  // "No address here" is an answer too: stored, so the cell is not asked about again.
  await saveCachedGeocode(deps.db, {
    kind: 'place',
    key: job.key,
    response: { places: place ? [place] : [] },
    createdAt: new Date(),
  });
}

export async function startNamePlacesWorker(
  boss: PgBoss,
  deps: { db: Database; geocoder: Geocoder; log: Logger },
): Promise<void> {
  await boss.createQueue(NAME_PLACES_QUEUE, NAME_PLACES_QUEUE_OPTIONS);
  await boss.work<NamePlaceJob>(NAME_PLACES_QUEUE, async ([job]) => {
    if (!job) return;
    try {
      await namePlace(deps, job.data);
    } catch (error) {
      if (error instanceof GeocoderError) deps.log.warn({ key: job.data.key }, error.message);
      throw error;
    }
  });
}
