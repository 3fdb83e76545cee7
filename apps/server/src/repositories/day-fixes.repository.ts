import type pg from 'pg';
import type { Fix } from '@ronda/tracking';

/** A pool, or one client of it inside a transaction. */
export type Queryable = Pick<pg.PoolClient, 'query'>;

export interface PersonDay {
  companyId: string;
  userId: string;
  /** [start, end) of the local day. */
  start: Date;
  end: Date;
}

type FixRow = [number, number, number, number | null, number | null];

/**
 * A person's fixes of one day in time order, as the engine takes them. Read as arrays of numbers
 * (the time as epoch milliseconds, not a timestamp to parse): a 12-hour day at 1-second fixes is
 * 43,200 rows, and building Date objects and keyed rows was most of the time.
 */
export async function findDayFixes(db: Queryable, day: PersonDay): Promise<Fix[]> {
  const result = await db.query<FixRow>({
    text: `select (extract(epoch from recorded_at) * 1000)::float8, lat, lng,
                  accuracy::float8, speed::float8
             from location_points
            where company_id = $1 and user_id = $2 and recorded_at >= $3 and recorded_at < $4
            order by recorded_at`,
    values: [day.companyId, day.userId, day.start, day.end],
    rowMode: 'array',
  });
  return result.rows.map(toFix);
}

const toFix = ([time, lat, lng, accuracy, speed]: FixRow): Fix => ({
  time: Math.round(time),
  lat,
  lng,
  accuracy,
  speed,
});

/**
 * Deletes a day's fixes and answers exactly the ones deleted, in time order: the archive is built
 * from what was removed, so a fix arriving meanwhile is either in this archive or still stored
 * for the next run, never deleted unarchived.
 */
export async function takeDayFixes(db: Queryable, day: PersonDay): Promise<Fix[]> {
  const result = await db.query<FixRow>({
    text: `delete from location_points
            where company_id = $1 and user_id = $2 and recorded_at >= $3 and recorded_at < $4
           returning (extract(epoch from recorded_at) * 1000)::float8, lat, lng,
                     accuracy::float8, speed::float8`,
    values: [day.companyId, day.userId, day.start, day.end],
    rowMode: 'array',
  });
  return result.rows.map(toFix).sort((a, b) => a.time - b.time);
}

export interface StoredDay {
  company_id: string;
  user_id: string;
  local_date: string;
  timezone: string;
}

/** Person-days (in each company's zone) that still have fixes older than `before`, oldest first. */
export async function findStoredDaysBefore(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<StoredDay[]> {
  const result = await db.query<StoredDay>(
    `select p.company_id, p.user_id, c.timezone,
            ((p.recorded_at at time zone c.timezone)::date)::text as local_date
       from location_points p join companies c on c.id = p.company_id
      where p.recorded_at < $1
      group by 1, 2, 3, 4
      order by 4
      limit $2`,
    [before, limit],
  );
  return result.rows;
}
