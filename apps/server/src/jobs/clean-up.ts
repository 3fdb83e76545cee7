import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import { GEOCODE_CACHE_TTL_MS } from '../features/geo/geo.service.ts';
import { deleteGeocodeAnswersBefore } from '../repositories/geocode-cache.repository.ts';
import type { ScheduledJob } from './scheduled-job.ts';
import {
  deleteUnfinishedUploads,
  findAbandonedUploads,
} from '../repositories/uploads.repository.ts';

export const CLEAN_UP_QUEUE = 'clean-up';

const DAY_MS = 24 * 3600 * 1000;
/**
 * An upload link lives 10 minutes, but a direct S3 upload is only checked when the form that
 * uses it is sent: a day's grace lets a slow form still use its photos.
 */
export const ABANDONED_UPLOAD_GRACE_MS = DAY_MS;
const BATCH = 500;

export interface CleanUpResult {
  uploadsRemoved: number;
  geocodeAnswersRemoved: number;
}

/**
 * Removes what nobody can use any more: uploads never finished (rows, and any bytes that reached
 * the store without being checked) and geocoder answers past their cache life.
 */
export async function cleanUp(
  deps: { db: Database; storage: Storage },
  now: Date,
): Promise<CleanUpResult> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_GRACE_MS);
  let uploadsRemoved = 0;
  for (;;) {
    const batch = await findAbandonedUploads(deps.db, before, BATCH);
    // Bytes first: if removing one fails, its row stays and the next run tries again.
    for (const upload of batch) await deps.storage.remove(upload.key);
    await deleteUnfinishedUploads(
      deps.db,
      batch.map((upload) => upload.id),
    );
    uploadsRemoved += batch.length;
    if (batch.length < BATCH) break;
  }
  const geocodeAnswersRemoved = await deleteGeocodeAnswersBefore(
    deps.db,
    new Date(now.getTime() - GEOCODE_CACHE_TTL_MS),
  );
  return { uploadsRemoved, geocodeAnswersRemoved };
}

/** Daily at a quiet hour. */
export function cleanUpJob(deps: { db: Database; storage: Storage }): ScheduledJob {
  return {
    queue: CLEAN_UP_QUEUE,
    cron: '41 3 * * *',
    run: async (now) => {
      const result = await cleanUp(deps, now);
      return { result, notable: result.uploadsRemoved + result.geocodeAnswersRemoved > 0 };
    },
  };
}
