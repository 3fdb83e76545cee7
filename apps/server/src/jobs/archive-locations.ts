import type pg from 'pg';
import { localDayBounds } from '@ronda/shared';
import { analyseDay, type Fix } from '@ronda/tracking';
import { decodeFixArchive, encodeFixArchive } from '../lib/fix-archive.ts';
import {
  findStoredDaysBefore,
  takeDayFixes,
  type StoredDay,
} from '../repositories/day-fixes.repository.ts';
import {
  findDayTrack,
  findDayTrackPoints,
  saveDayTrack,
} from '../repositories/day-tracks.repository.ts';
import type { ScheduledJob } from './scheduled-job.ts';
import { dropEmptyPartitionsBefore } from '../repositories/location-partitions.repository.ts';

export const ARCHIVE_LOCATIONS_QUEUE = 'archive-locations';
/** public-site-and-sign-in.md §2.8: raw points are kept for 48 hours, then archived. */
export const ARCHIVE_AFTER_MS = 48 * 3600 * 1000;
/** Days archived per run; a backlog (a server that was off for a week) drains over a few runs. */
const DAYS_PER_RUN = 5_000;

export interface ArchiveResult {
  days: number;
  points: number;
  partitionsDropped: string[];
}

/**
 * Turns every person-day whose local day ended more than 48 hours ago into its archive row
 * (analysis at the default settings and the raw fixes, compressed), deletes those fixes, then
 * drops the day partitions left empty. A day re-opened by late fixes is archived again with them.
 * Each day is one transaction: a crash leaves every day either live or archived, never lost.
 */
export async function archiveLocations(pool: pg.Pool, now: Date): Promise<ArchiveResult> {
  const cutoff = new Date(now.getTime() - ARCHIVE_AFTER_MS);
  const rows = await findStoredDaysBefore(pool, cutoff, DAYS_PER_RUN);

  const result: ArchiveResult = { days: 0, points: 0, partitionsDropped: [] };
  for (const candidate of rows) {
    const bounds = localDayBounds(candidate.local_date, candidate.timezone);
    if (bounds.end > cutoff) continue;
    result.points += await archiveDay(pool, candidate, bounds, now);
    result.days += 1;
  }
  result.partitionsDropped = await dropEmptyPartitionsBefore(pool, cutoff);
  return result;
}

async function archiveDay(
  pool: pg.Pool,
  candidate: StoredDay,
  bounds: { start: Date; end: Date },
  now: Date,
): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const key = {
      companyId: candidate.company_id,
      userId: candidate.user_id,
      localDate: candidate.local_date,
    };
    // Serialises two workers on the same day; the second finds the points gone.
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [
      `${key.companyId}/${key.userId}/${key.localDate}`,
    ]);
    const existing = await findDayTrack(client, key);
    const day = existing ? { start: existing.dayStart, end: existing.dayEnd } : bounds;
    const live = await takeDayFixes(client, { ...key, ...day });
    const archived = existing ? decodeFixArchive(await findDayTrackPoints(client, key)) : [];
    const fixes = mergeFixes(archived, live);
    await saveDayTrack(client, {
      ...key,
      timezone: existing?.timezone ?? candidate.timezone,
      dayStart: day.start,
      dayEnd: day.end,
      analysis: analyseDay(fixes),
      points: encodeFixArchive(fixes),
      pointCount: fixes.length,
      archivedAt: now,
    });
    await client.query('commit');
    return live.length;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Archived fixes plus late ones, in time order; a fix already archived is not kept twice. */
export function mergeFixes(archived: readonly Fix[], late: readonly Fix[]): Fix[] {
  const seen = new Set(archived.map((f) => `${f.time}|${f.lat.toFixed(7)}|${f.lng.toFixed(7)}`));
  const fresh = late.filter((f) => !seen.has(`${f.time}|${f.lat.toFixed(7)}|${f.lng.toFixed(7)}`));
  return [...archived, ...fresh].sort((a, b) => a.time - b.time);
}

/** Hourly, ten minutes after the partition upkeep. */
export function archiveLocationsJob(pool: pg.Pool): ScheduledJob {
  return {
    queue: ARCHIVE_LOCATIONS_QUEUE,
    cron: '17 * * * *',
    run: async (now) => {
      const result = await archiveLocations(pool, now);
      return { result, notable: result.days > 0 || result.partitionsDropped.length > 0 };
    },
  };
}
