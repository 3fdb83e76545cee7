import type { DayWork } from '@ronda/shared';
import type { DayKey, DaySummary } from '../days/day-summary.ts';
import type { Queryable } from './day-fixes.repository.ts';

/**
 * What a reader needs of each day: `work` the sessions (attendance), `travel` the distance and
 * whether a session is open (distance), `places` everything with the stays and silences
 * (visits, details).
 */
export type DayParts = 'work' | 'travel' | 'places';

const ms = (v: unknown): number | null => (v === null ? null : Number(v));
// float8, not numeric: "1793340000000" parses faster than "1793340000000.000000".
const epoch = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

// A month of 1,000 people is 31,000 rows: read as arrays, no Date parsing, and only the columns
// the report shows (the attendance JSON read 16 columns for the 8 it uses: most of its time).
const WORK = `session_count, worked_ms, break_ms, ${epoch('first_in')}, ${epoch('last_out')},
  open_session`;
const TRAVEL = `walking_m, cycling_m, driving_m, trips, silent_minutes, ${epoch('first_fix_at')},
  ${epoch('last_fix_at')}, fix_count`;
const COLUMNS: Record<DayParts, string> = {
  work: WORK,
  travel: `open_session, ${TRAVEL}`,
  places: `${WORK}, ${TRAVEL}, stays, gaps`,
};

// What a read leaves out is shared and frozen, not made again for each of 31,000 days (a reader
// that wrote to it would fail loudly). Left out means zero: never shown by the report that asked.
const NO_METRES = Object.freeze({
  walking: 0,
  cycling: 0,
  driving: 0,
}) as DaySummary['metresByMode'];
const NONE = Object.freeze([]) as never[];
const onlyOpen = (open: boolean): DayWork =>
  Object.freeze({ sessionCount: 0, workedMs: 0, breakMs: 0, firstIn: null, lastOut: null, open });
const OPEN = onlyOpen(true);
const CLOSED = onlyOpen(false);

/** The row's sessions from `at` on (WORK's columns). */
const workAt = (r: unknown[], at: number): DayWork => ({
  sessionCount: Number(r[at]),
  workedMs: Number(r[at + 1]),
  breakMs: Number(r[at + 2]),
  firstIn: ms(r[at + 3]),
  lastOut: ms(r[at + 4]),
  open: r[at + 5] === true,
});

/** A row as a summary: its sessions, and its travel from `at` on (TRAVEL's columns) or zeros. */
function summaryOf(
  key: DayKey,
  r: unknown[],
  work: DayWork,
  at: number | null,
  places: boolean,
): DaySummary {
  const travel = at !== null;
  return {
    companyId: key.companyId,
    userId: key.userId,
    localDate: key.localDate,
    work,
    metresByMode: travel
      ? { walking: Number(r[at]), cycling: Number(r[at + 1]), driving: Number(r[at + 2]) }
      : NO_METRES,
    trips: travel ? Number(r[at + 3]) : 0,
    silentMinutes: travel ? Number(r[at + 4]) : 0,
    firstFixAt: travel ? ms(r[at + 5]) : null,
    lastFixAt: travel ? ms(r[at + 6]) : null,
    fixCount: travel ? Number(r[at + 7]) : 0,
    stays: places ? (r[16] as DaySummary['stays']) : NONE,
    gaps: places ? (r[17] as DaySummary['gaps']) : NONE,
  };
}

/** The stored summaries of some people's days in a period (days never summed up are absent). */
export async function findSummariesInRange(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
  period: { from: string; to: string },
  parts: DayParts,
): Promise<DaySummary[]> {
  if (userIds.length === 0) return [];
  // Whose and which day as numbers (the person's place in userIds, days since `from`), not a
  // uuid and a date as text on each of a month's 31,000 rows: each is one shared string here.
  const { rows } = await db.query<unknown[]>({
    text: `select array_position($2::uuid[], user_id) - 1, local_date - $3::date, ${COLUMNS[parts]}
             from day_summaries
            where company_id = $1 and user_id = any($2::uuid[]) and local_date between $3 and $4`,
    values: [companyId, userIds, period.from, period.to],
    rowMode: 'array',
  });
  const from = Date.parse(`${period.from}T00:00:00Z`);
  const dates: string[] = [];
  const keyOf = (r: unknown[]): DayKey => {
    const day = Number(r[1]);
    dates[day] ??= new Date(from + day * 86_400_000).toISOString().slice(0, 10);
    return { companyId, userId: userIds[Number(r[0])] as string, localDate: dates[day] };
  };
  if (parts === 'work') return rows.map((r) => summaryOf(keyOf(r), r, workAt(r, 2), null, false));
  if (parts === 'travel') {
    return rows.map((r) => summaryOf(keyOf(r), r, r[2] === true ? OPEN : CLOSED, 3, false));
  }
  return rows.map((r) => summaryOf(keyOf(r), r, workAt(r, 2), 8, true));
}
