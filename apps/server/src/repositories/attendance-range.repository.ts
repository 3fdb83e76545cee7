import type { Database } from '../db/client.ts';

/** A punch-in with its punch-out, as epoch milliseconds. */
export interface SessionSpanRow {
  id: string;
  userId: string;
  checkIn: number;
  checkOut: number | null;
}
export interface BreakSpanRow {
  attendanceId: string;
  start: number;
  end: number | null;
}

// A month of 1,000 people is 50,000 punch-ins and as many breaks: read as arrays of numbers,
// with no Date parsing and no row objects built by the query builder (together most of the
// report's time). Bounds are the company's days by PostgreSQL's own zone rules.
const RECORDS = `
  select id, user_id, extract(epoch from check_in_at) * 1000,
         extract(epoch from check_out_at) * 1000
    from attendance_records
   where company_id = $1 and user_id = any($2::uuid[])
     and check_in_at >= (($3::date - 1)::timestamp at time zone $5)
     and check_in_at < (($4::date + 1)::timestamp at time zone $5)`;
// A break starts after its punch-in; a session may run past the period's last midnight.
const BREAKS = `
  select attendance_id, extract(epoch from start_at) * 1000, extract(epoch from end_at) * 1000
    from breaks
   where company_id = $1 and user_id = any($2::uuid[])
     and start_at >= (($3::date - 1)::timestamp at time zone $5)
     and start_at < (($4::date + 2)::timestamp at time zone $5)`;

const ms = (v: unknown): number | null => (v === null ? null : Number(v));

/**
 * Every punch-in of a period's days and the day before it (a session still open carries into
 * the next day), with their breaks, for some of a company's people.
 */
export async function findAttendanceInRange(
  db: Pick<Database, '$client'>,
  companyId: string,
  userIds: readonly string[],
  period: { from: string; to: string; timezone: string },
): Promise<{ records: SessionSpanRow[]; breaks: BreakSpanRow[] }> {
  if (userIds.length === 0) return { records: [], breaks: [] };
  const values = [companyId, userIds, period.from, period.to, period.timezone];
  const [records, breaks] = await Promise.all([
    db.$client.query<unknown[]>({ text: RECORDS, values, rowMode: 'array' }),
    db.$client.query<unknown[]>({ text: BREAKS, values, rowMode: 'array' }),
  ]);
  return {
    records: records.rows.map((r) => ({
      id: String(r[0]),
      userId: String(r[1]),
      checkIn: Number(r[2]),
      checkOut: ms(r[3]),
    })),
    breaks: breaks.rows.map((b) => ({
      attendanceId: String(b[0]),
      start: Number(b[1]),
      end: ms(b[2]),
    })),
  };
}
