import type pg from 'pg';
import type { ScheduledJob } from './scheduled-job.ts';
import {
  createDayPartition,
  daysInDefaultPartition,
  existingPartitions,
  partitionName,
  utcDayStart,
} from '../repositories/location-partitions.repository.ts';

export const LOCATION_PARTITIONS_QUEUE = 'location-partitions';

const DAY_MS = 24 * 3600 * 1000;
/** Days ahead of today with a partition ready, so a day never starts in the default partition. */
export const PARTITION_DAYS_AHEAD = 7;
/** Yesterday too: a server started just after midnight still has late points of the day before. */
const PARTITION_DAYS_BEHIND = 1;
/**
 * Early arrivals older than this stay in the default partition: a phone with a wrong clock must
 * not make the job create a table for every day of a year.
 */
export const PARTITION_MAX_DAYS_BACK = 35;

export interface PartitionUpkeepResult {
  created: string[];
  pointsMoved: number;
}

/**
 * Keeps one partition per UTC day: from yesterday to a week ahead, plus any day of the last 35
 * whose points arrived before its partition existed (they wait in the default partition and
 * move out here).
 */
export async function upkeepLocationPartitions(
  pool: pg.Pool,
  now: Date,
): Promise<PartitionUpkeepResult> {
  const today = utcDayStart(now);
  const days = new Map<string, Date>();
  for (let offset = -PARTITION_DAYS_BEHIND; offset <= PARTITION_DAYS_AHEAD; offset += 1) {
    const day = new Date(today.getTime() + offset * DAY_MS);
    days.set(partitionName(day), day);
  }
  const oldest = today.getTime() - PARTITION_MAX_DAYS_BACK * DAY_MS;
  for (const day of await daysInDefaultPartition(pool)) {
    if (day.getTime() >= oldest) days.set(partitionName(day), day);
  }

  const existing = await existingPartitions(pool);
  const result: PartitionUpkeepResult = { created: [], pointsMoved: 0 };
  for (const [name, day] of days) {
    if (existing.has(name)) continue;
    result.pointsMoved += await createDayPartition(pool, day);
    result.created.push(name);
  }
  return result;
}

/** Hourly; the server also runs it once at start, so a new database has its partitions at once. */
export function locationPartitionsJob(pool: pg.Pool): ScheduledJob {
  return {
    queue: LOCATION_PARTITIONS_QUEUE,
    cron: '7 * * * *',
    run: async (now) => {
      const result = await upkeepLocationPartitions(pool, now);
      return { result, notable: result.created.length > 0 };
    },
  };
}
