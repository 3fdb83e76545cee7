import { attendanceDayTotals, dayWorkOf, localDateIn, localDayBounds } from '@ronda/shared';
import { DEFAULT_TRACKING_OPTIONS } from '@ronda/tracking';
import type { Database } from '../db/client.ts';
import { findAttendanceInRange } from '../repositories/attendance-range.repository.ts';
import {
  clearDayMark,
  findDayMarks,
  saveDaySummary,
  type DayMark,
} from '../repositories/day-summaries.repository.ts';
import { loadDay } from './day-source.ts';
import { summaryOf, type DayKey, type DaySummary } from './day-summary.ts';
import { sessionsByDay } from './sessions-by-day.ts';

/** A day's summary from its sources: its punches and breaks, and its fixes (live or archived). */
export async function summariseDay(
  db: Database,
  key: DayKey,
  timeZone: string,
  now: Date,
): Promise<DaySummary> {
  const period = { from: key.localDate, to: key.localDate, timezone: timeZone };
  const [{ records, breaks }, { analysis }] = await Promise.all([
    findAttendanceInRange(db, key.companyId, [key.userId], period),
    loadDay(db, key, { date: key.localDate, timeZone }, DEFAULT_TRACKING_OPTIONS, now),
  ]);
  const byDay = sessionsByDay(records, breaks, (at) => localDateIn(new Date(at), timeZone));
  const sessions = byDay.get(key.userId)?.get(key.localDate) ?? [];
  const totals = attendanceDayTotals(sessions, localDayBounds(key.localDate, timeZone), now);
  return summaryOf(key, dayWorkOf(totals), analysis);
}

/**
 * Writes a marked day's summary again and drops the mark, unless the day was marked again while
 * it was being read (then the next pass takes it). The day's lock is the archival's, so a day
 * is never summed up from half an archival.
 */
export async function refreshDay(
  db: Database,
  mark: DayMark & { timeZone: string },
  now: Date,
): Promise<DaySummary> {
  const summary = await summariseDay(db, mark, mark.timeZone, now);
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [
      `${mark.companyId}/${mark.userId}/${mark.localDate}`,
    ]);
    await saveDaySummary(client, summary, now);
    await clearDayMark(client, mark);
    await client.query('commit');
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface SummariseResult {
  days: number;
  dropped: number;
  left: boolean;
}

/**
 * The summarise-days job: the oldest marks first, for at most `budgetMs` (a company's day in
 * progress marks every person's day at each upload; a run that took the whole minute would take
 * a core with it). Marks of people who are gone are dropped.
 */
export async function summariseMarkedDays(
  db: Database,
  now: () => Date,
  budgetMs: number,
  limit = 2000,
): Promise<SummariseResult> {
  const started = Date.now();
  const marks = await findDayMarks(db.$client, limit);
  const result: SummariseResult = { days: 0, dropped: 0, left: marks.length === limit };
  for (const mark of marks) {
    if (Date.now() - started > budgetMs) return { ...result, left: true };
    if (mark.timeZone === null) {
      await clearDayMark(db.$client, mark);
      result.dropped += 1;
      continue;
    }
    await refreshDay(db, { ...mark, timeZone: mark.timeZone }, now());
    result.days += 1;
  }
  return result;
}
