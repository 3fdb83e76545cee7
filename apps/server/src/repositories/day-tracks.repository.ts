import type { Queryable } from './day-fixes.repository.ts';

export interface DayTrackRow {
  companyId: string;
  userId: string;
  localDate: string;
  timezone: string;
  dayStart: Date;
  dayEnd: Date;
  analysis: unknown;
  pointCount: number;
  archivedAt: Date;
  reopenedAt: Date | null;
}

const COLUMNS = `company_id as "companyId", user_id as "userId", local_date::text as "localDate",
  timezone, day_start as "dayStart", day_end as "dayEnd", analysis,
  point_count as "pointCount", archived_at as "archivedAt", reopened_at as "reopenedAt"`;

export async function findDayTrack(
  db: Queryable,
  key: { companyId: string; userId: string; localDate: string },
): Promise<DayTrackRow | undefined> {
  const result = await db.query<DayTrackRow>(
    `select ${COLUMNS} from day_tracks
      where company_id = $1 and user_id = $2 and local_date = $3`,
    [key.companyId, key.userId, key.localDate],
  );
  return result.rows[0];
}

/** The archived raw fixes (gzipped), read only when the stored analysis will not do. */
export async function findDayTrackPoints(
  db: Queryable,
  key: { companyId: string; userId: string; localDate: string },
): Promise<Buffer> {
  const result = await db.query<{ points: Buffer }>(
    `select points from day_tracks where company_id = $1 and user_id = $2 and local_date = $3`,
    [key.companyId, key.userId, key.localDate],
  );
  const row = result.rows[0];
  if (!row) throw new Error('day track vanished while being read');
  return row.points;
}

/** Writes (or rewrites, for a re-opened day) the archive of a day; clears the re-open mark. */
export async function saveDayTrack(
  db: Queryable,
  row: Omit<DayTrackRow, 'reopenedAt'> & { points: Buffer },
): Promise<void> {
  await db.query(
    `insert into day_tracks (company_id, user_id, local_date, timezone, day_start, day_end,
                             analysis, points, point_count, archived_at, reopened_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, null)
     on conflict (company_id, user_id, local_date) do update set
       timezone = excluded.timezone, day_start = excluded.day_start, day_end = excluded.day_end,
       analysis = excluded.analysis, points = excluded.points,
       point_count = excluded.point_count, archived_at = excluded.archived_at, reopened_at = null`,
    [
      row.companyId,
      row.userId,
      row.localDate,
      row.timezone,
      row.dayStart,
      row.dayEnd,
      JSON.stringify(row.analysis),
      row.points,
      row.pointCount,
      row.archivedAt,
    ],
  );
}

/**
 * Marks archived days that fixes just arrived for (a phone that was offline for days): the day
 * is read from its archive plus those fixes until the next archival run folds them in.
 */
export async function reopenDayTracks(
  db: Queryable,
  owner: { companyId: string; userId: string },
  times: readonly Date[],
  at: Date,
): Promise<number> {
  if (times.length === 0) return 0;
  const result = await db.query(
    `update day_tracks set reopened_at = $4
      where company_id = $1 and user_id = $2 and reopened_at is null
        and exists (select 1 from unnest($3::timestamptz[]) t
                     where t >= day_start and t < day_end)`,
    [owner.companyId, owner.userId, times, at],
  );
  return result.rowCount ?? 0;
}
