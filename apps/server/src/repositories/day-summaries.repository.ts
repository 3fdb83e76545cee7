import type { DayKey, DaySummary } from '../days/day-summary.ts';
import type { Queryable } from './day-fixes.repository.ts';

/** A mark that a day's summary no longer holds; `markedAt` as PostgreSQL's text, to the µs. */
export interface DayMark extends DayKey {
  markedAt: string;
  /** The company's zone; null when the person is gone (the mark is dropped). */
  timeZone: string | null;
}

export async function saveDaySummary(db: Queryable, s: DaySummary, computedAt: Date) {
  await db.query(
    `insert into day_summaries (company_id, user_id, local_date, session_count, worked_ms,
       break_ms, first_in, last_out, open_session, walking_m, cycling_m, driving_m, trips, stays,
       gaps, silent_minutes, first_fix_at, last_fix_at, fix_count, computed_at)
     values ($1, $2, $3, $4, $5, $6, to_timestamp($7 / 1000.0), to_timestamp($8 / 1000.0), $9,
             $10, $11, $12, $13, $14, $15, $16, to_timestamp($17 / 1000.0),
             to_timestamp($18 / 1000.0), $19, $20)
     on conflict (company_id, user_id, local_date) do update set
       session_count = excluded.session_count, worked_ms = excluded.worked_ms,
       break_ms = excluded.break_ms, first_in = excluded.first_in, last_out = excluded.last_out,
       open_session = excluded.open_session, walking_m = excluded.walking_m,
       cycling_m = excluded.cycling_m, driving_m = excluded.driving_m, trips = excluded.trips,
       stays = excluded.stays, gaps = excluded.gaps, silent_minutes = excluded.silent_minutes,
       first_fix_at = excluded.first_fix_at, last_fix_at = excluded.last_fix_at,
       fix_count = excluded.fix_count, computed_at = excluded.computed_at`,
    [
      s.companyId,
      s.userId,
      s.localDate,
      s.work.sessionCount,
      s.work.workedMs,
      s.work.breakMs,
      s.work.firstIn,
      s.work.lastOut,
      s.work.open,
      s.metresByMode.walking,
      s.metresByMode.cycling,
      s.metresByMode.driving,
      s.trips,
      JSON.stringify(s.stays),
      JSON.stringify(s.gaps),
      s.silentMinutes,
      s.firstFixAt,
      s.lastFixAt,
      s.fixCount,
      computedAt,
    ],
  );
}

/** Drops a mark the summary now answers; a mark made again meanwhile (a later time) stays. */
export async function clearDayMark(db: Queryable, mark: DayKey & { markedAt: string }) {
  await db.query(
    `delete from day_summary_dirty
      where company_id = $1 and user_id = $2 and local_date = $3 and marked_at <= $4::timestamptz`,
    [mark.companyId, mark.userId, mark.localDate, mark.markedAt],
  );
}

/** The oldest marks first, with the company's zone (null when the person is gone). */
export async function findDayMarks(db: Queryable, limit: number): Promise<DayMark[]> {
  const { rows } = await db.query<DayMark>(
    `select d.company_id as "companyId", d.user_id as "userId", d.local_date::text as "localDate",
            d.marked_at::text as "markedAt", c.timezone as "timeZone"
       from (select * from day_summary_dirty order by marked_at limit $1) d
       left join users u on u.company_id = d.company_id and u.id = d.user_id
       left join companies c on c.id = u.company_id
      order by d.marked_at`,
    [limit],
  );
  return rows;
}

/** The marks of some people's days in a period. */
export async function findMarksInRange(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
  period: { from: string; to: string },
): Promise<DayMark[]> {
  const { rows } = await db.query<DayMark>(
    `select company_id as "companyId", user_id as "userId", local_date::text as "localDate",
            marked_at::text as "markedAt", null as "timeZone"
       from day_summary_dirty
      where company_id = $1 and user_id = any($2::uuid[]) and local_date between $3 and $4`,
    [companyId, userIds, period.from, period.to],
  );
  return rows;
}
