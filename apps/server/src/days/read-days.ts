import {
  addCalendarDays,
  attendanceDayTotals,
  dayWorkOf,
  localDateIn,
  localDayBounds,
  type DayWork,
} from '@ronda/shared';
import type { Database } from '../db/client.ts';
import { findAttendanceInRange } from '../repositories/attendance-range.repository.ts';
import {
  findSummariesInRange,
  type DayParts,
} from '../repositories/day-summaries-range.repository.ts';
import { findMarksInRange } from '../repositories/day-summaries.repository.ts';
import type { DaySummary } from './day-summary.ts';
import { sessionsByDay } from './sessions-by-day.ts';
import { refreshDay } from './summarise-day.ts';

/** A day with no punch and no fix. */
export const NO_WORK: DayWork = {
  sessionCount: 0,
  workedMs: 0,
  breakMs: 0,
  firstIn: null,
  lastOut: null,
  open: false,
};

export interface PeopleDays {
  /** userId → date → summary; a day with nothing stored is absent. */
  summaries: Map<string, Map<string, DaySummary>>;
  /** userId → date → the day's sessions as of now, for the days still going (see readDays). */
  live: Map<string, Map<string, DayWork>>;
  /** The first day counted from the punches themselves; days before it are summaries. */
  liveFrom: string;
}

/** Refreshes run a few at a time: a day is three queries and one run of the engine. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/**
 * Some people's days of a period as the reports read them (issue 29): each stored summary, a day
 * marked since it was written summed up again first (a late punch or late fixes are never
 * missed), and the days still going (yesterday on) counted from the punches as of now, since an
 * open session grows by the minute. Today's travel is its summary as of the last minute's job.
 */
export async function readDays(
  db: Database,
  company: { id: string; timezone: string },
  userIds: readonly string[],
  period: { from: string; to: string },
  now: Date,
  parts: DayParts,
): Promise<PeopleDays> {
  const today = localDateIn(now, company.timezone);
  const [stored, marks] = await Promise.all([
    findSummariesInRange(db.$client, company.id, userIds, period, parts),
    findMarksInRange(db.$client, company.id, userIds, period),
  ]);
  const summaries = new Map<string, Map<string, DaySummary>>();
  const put = (s: DaySummary) => {
    let days = summaries.get(s.userId);
    if (!days) summaries.set(s.userId, (days = new Map()));
    days.set(s.localDate, s);
  };
  for (const s of stored) put(s);
  const stale = marks.filter(
    (m) => m.localDate < today || !summaries.get(m.userId)?.has(m.localDate),
  );
  await inParallel(stale, 4, async (mark) => {
    put(await refreshDay(db, { ...mark, timeZone: company.timezone }, now));
  });

  // A session left open for days is counted from its punch-in's day on.
  let liveFrom = addCalendarDays(today, -1);
  for (const s of summaries.values())
    for (const d of s.values()) if (d.work.open && d.localDate < liveFrom) liveFrom = d.localDate;
  if (liveFrom < period.from) liveFrom = period.from;
  const live = new Map<string, Map<string, DayWork>>();
  if (liveFrom <= period.to) {
    const { records, breaks } = await findAttendanceInRange(db, company.id, userIds, {
      from: liveFrom,
      to: period.to,
      timezone: company.timezone,
    });
    const byPerson = sessionsByDay(records, breaks, (at) =>
      localDateIn(new Date(at), company.timezone),
    );
    for (const [userId, days] of byPerson) {
      const works = new Map<string, DayWork>();
      for (const [date, sessions] of days) {
        if (date < liveFrom || date > period.to) continue;
        const totals = attendanceDayTotals(sessions, localDayBounds(date, company.timezone), now);
        works.set(date, dayWorkOf(totals));
      }
      live.set(userId, works);
    }
  }
  return { summaries, live, liveFrom };
}

/** A person's sessions on a day as of now: live for the days still going, else the summary's. */
export function workOn(days: PeopleDays, userId: string, date: string): DayWork {
  if (date >= days.liveFrom) return days.live.get(userId)?.get(date) ?? NO_WORK;
  return days.summaries.get(userId)?.get(date)?.work ?? NO_WORK;
}
