import type { DaySummary } from '../days/day-summary.ts';
import type { Queryable } from './day-fixes.repository.ts';

const ms = (v: unknown): number | null => (v === null ? null : Number(v));
const epoch = (column: string) => `extract(epoch from ${column}) * 1000`;

// A month of 1,000 people is 31,000 rows: read as arrays, no Date parsing, and the places and
// silences (JSON) only when a report shows them.
const columns = (places: boolean) => `user_id, local_date::text, session_count, worked_ms,
  break_ms, ${epoch('first_in')}, ${epoch('last_out')}, open_session, walking_m, cycling_m,
  driving_m, trips, silent_minutes, ${epoch('first_fix_at')}, ${epoch('last_fix_at')}, fix_count
  ${places ? ', stays, gaps' : ''}`;

/** The stored summaries of some people's days in a period (days never summed up are absent). */
export async function findSummariesInRange(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
  period: { from: string; to: string },
  places = false,
): Promise<DaySummary[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<unknown[]>({
    text: `select ${columns(places)} from day_summaries
            where company_id = $1 and user_id = any($2::uuid[]) and local_date between $3 and $4`,
    values: [companyId, userIds, period.from, period.to],
    rowMode: 'array',
  });
  return rows.map((r) => ({
    companyId,
    userId: String(r[0]),
    localDate: String(r[1]),
    work: {
      sessionCount: Number(r[2]),
      workedMs: Number(r[3]),
      breakMs: Number(r[4]),
      firstIn: ms(r[5]),
      lastOut: ms(r[6]),
      open: r[7] === true,
    },
    metresByMode: { walking: Number(r[8]), cycling: Number(r[9]), driving: Number(r[10]) },
    trips: Number(r[11]),
    silentMinutes: Number(r[12]),
    firstFixAt: ms(r[13]),
    lastFixAt: ms(r[14]),
    fixCount: Number(r[15]),
    stays: places ? (r[16] as DaySummary['stays']) : [],
    gaps: places ? (r[17] as DaySummary['gaps']) : [],
  }));
}
