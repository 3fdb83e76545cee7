import { addCalendarDays, calendarDayMs, type DayWork } from '@ronda/shared';
import type { DayKey, DaySummary } from '../days/day-summary.ts';
import { numberList } from '../lib/number-list.ts';
import type { Queryable } from './day-fixes.repository.ts';

/**
 * What a reader needs of each day: `work` the sessions (attendance), `travel` the distance and
 * whether a session is open (distance), `places` everything with the stays and silences
 * (visits, details).
 */
export type DayParts = 'work' | 'travel' | 'places';

// Seconds since the period's first midnight in UTC ($5) as float8: exact to the microsecond
// for a period of years, and a third cheaper than a numeric epoch in milliseconds.
const epoch = (column: string) => `date_part('epoch', ${column} - $5::timestamptz)`;

const WORK = [
  'session_count',
  'worked_ms',
  'break_ms',
  epoch('first_in'),
  epoch('last_out'),
  'open_session::int',
];
const TRAVEL = [
  'walking_m',
  'cycling_m',
  'driving_m',
  'trips',
  'silent_minutes',
  epoch('first_fix_at'),
  epoch('last_fix_at'),
  'fix_count',
];
/** Each part's numbers of a day, in order; a day's offset from `from` comes first. */
const NUMBERS: Record<DayParts, string[]> = {
  work: WORK,
  travel: ['open_session::int', ...TRAVEL],
  places: [...WORK, ...TRAVEL],
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

/** An instant written as epoch() seconds after `base` (ms), in ms; NaN is SQL's NULL. */
const instantOf = (base: number, seconds: number): number | null =>
  Number.isNaN(seconds) ? null : base + Math.round(seconds * 1e6) / 1000;

/** The day's sessions from `at` on (WORK's numbers). */
const workAt = (v: number[], at: number, base: number): DayWork => ({
  sessionCount: v[at] as number,
  workedMs: v[at + 1] as number,
  breakMs: v[at + 2] as number,
  firstIn: instantOf(base, v[at + 3] as number),
  lastOut: instantOf(base, v[at + 4] as number),
  open: v[at + 5] === 1,
});

/** A day's stays and gaps (places), by its offset from `from`. */
type PlacesByDay = Record<string, [DaySummary['stays'], DaySummary['gaps']]>;
/** A person's place in the query's list, their days' numbers, and (places) stays and gaps. */
type PersonRow = [number, string, PlacesByDay?];

/**
 * The stored summaries of some people's days in a period (days never summed up are absent).
 * One row a person, not one a day: a month of 1,000 people as 31,000 rows of eight fields was
 * a quarter million strings for the driver to decode, a third of the attendance answer's time
 * (issue 29). Each person's days come as one text of numbers, each day's led by its offset
 * from `from`, and `places`' stays and gaps are keyed by that offset: nothing needs an order
 * (ordering the text doubled the query's time).
 */
export async function findSummariesInRange(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
  period: { from: string; to: string },
  parts: DayParts,
): Promise<DaySummary[]> {
  if (userIds.length === 0) return [];
  const base = calendarDayMs(period.from);
  const numbers = ['local_date - $3::date', ...NUMBERS[parts]].join(`, ' ', `);
  const places =
    parts === 'places'
      ? `, jsonb_object_agg(local_date - $3::date, jsonb_build_array(stays, gaps))`
      : '';
  const { rows } = await db.query<PersonRow>({
    text: `select array_position($2::uuid[], user_id) - 1,
                  string_agg(concat(${numbers}), ',')${places}
             from day_summaries
            where company_id = $1 and user_id = any($2::uuid[]) and local_date between $3 and $4
            group by user_id`,
    values: [companyId, userIds, period.from, period.to, new Date(base)],
    rowMode: 'array',
  });
  const dates: string[] = [];
  const summaries: DaySummary[] = [];
  const stride = 1 + NUMBERS[parts].length;
  for (const [person, text, placesByDay] of rows) {
    const userId = userIds[person] as string;
    const v = numberList(text);
    for (let at = 0; at < v.length; at += stride) {
      const n = v[at] as number;
      dates[n] ??= addCalendarDays(period.from, n);
      const key = { companyId, userId, localDate: dates[n] };
      if (parts === 'work') {
        summaries.push(summaryOf(key, v, workAt(v, at + 1, base), null, base));
      } else if (parts === 'travel') {
        summaries.push(summaryOf(key, v, v[at + 1] === 1 ? OPEN : CLOSED, at + 2, base));
      } else {
        const [stays, gaps] = placesByDay?.[n] ?? [NONE, NONE];
        summaries.push(summaryOf(key, v, workAt(v, at + 1, base), at + 7, base, stays, gaps));
      }
    }
  }
  return summaries;
}

/** A day as a summary: its sessions, and its travel from `at` on (TRAVEL's numbers) or zeros. */
function summaryOf(
  key: DayKey,
  v: number[],
  work: DayWork,
  at: number | null,
  base: number,
  stays: DaySummary['stays'] = NONE,
  gaps: DaySummary['gaps'] = NONE,
): DaySummary {
  const travel = at !== null;
  return {
    companyId: key.companyId,
    userId: key.userId,
    localDate: key.localDate,
    work,
    metresByMode: travel
      ? { walking: v[at] as number, cycling: v[at + 1] as number, driving: v[at + 2] as number }
      : NO_METRES,
    trips: travel ? (v[at + 3] as number) : 0,
    silentMinutes: travel ? (v[at + 4] as number) : 0,
    firstFixAt: travel ? instantOf(base, v[at + 5] as number) : null,
    lastFixAt: travel ? instantOf(base, v[at + 6] as number) : null,
    fixCount: travel ? (v[at + 7] as number) : 0,
    stays,
    gaps,
  };
}
