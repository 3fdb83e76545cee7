import { z } from 'zod';
import { localDayBounds } from './local-day.ts';
import { localDateIn } from './task-date-ranges.ts';
import type { TaskPriority } from './task-enums.ts';

/** Working days a new task without a due date is given, per priority (issue 28). */
export type DueDays = Readonly<Record<TaskPriority, number>>;

/** The defaults: critical the same day, high the next, medium in 3, low in 5. */
export const DEFAULT_DUE_DAYS: DueDays = { critical: 0, high: 1, medium: 3, low: 5 };

/** 0 (the same day) to 60 working days: about three months, past which a default means little. */
export const DUE_DAYS_RANGE = { min: 0, max: 60 } as const;

const dueDayCount = z
  .number({ error: 'must be a whole number of days' })
  .int({ error: 'must be a whole number of days' })
  .min(DUE_DAYS_RANGE.min, {
    error: `must be from ${DUE_DAYS_RANGE.min} to ${DUE_DAYS_RANGE.max} days`,
  })
  .max(DUE_DAYS_RANGE.max, {
    error: `must be from ${DUE_DAYS_RANGE.min} to ${DUE_DAYS_RANGE.max} days`,
  });

/** The four numbers an admin sets (PATCH /api/company `defaultDueDays`), all four at once. */
export const dueDaysSchema = z.object(
  { critical: dueDayCount, high: dueDayCount, medium: dueDayCount, low: dueDayCount },
  { error: 'must give the days for critical, high, medium and low' },
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday to Friday; the company's own working week is a later issue's. */
function isWorkingDay(utcDay: number): boolean {
  return utcDay !== 0 && utcDay !== 6;
}

/** The calendar day (YYYY-MM-DD) `count` working days after `day`; `day` itself for 0. */
function addWorkingDays(day: string, count: number): string {
  // Calendar arithmetic only: the day is read as a UTC date so no time zone shifts it.
  let at = Date.parse(`${day}T00:00:00Z`);
  for (let left = count; left > 0;) {
    at += DAY_MS;
    if (isWorkingDay(new Date(at).getUTCDay())) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * The due date of a task created now without one (issue 28): `days[priority]` working days
 * after the company's today, where working days are Monday to Friday. 0 is today, even on a
 * Saturday or Sunday; 1 is the next working day (Friday's and Saturday's is Monday).
 *
 * Answers the last millisecond of that day in the company's time zone, as an ISO instant: the
 * task is due by the end of the day, so it is not overdue on the day (overdue is "due before the
 * start of the company's today"), is overdue the next day, falls on that day in the console's
 * date filters and shows that date wherever the due date is shown, in the company's zone.
 */
export function defaultDueDate(
  priority: TaskPriority,
  days: DueDays,
  now: Date,
  timeZone: string,
): string {
  const due = addWorkingDays(localDateIn(now, timeZone), days[priority]);
  return new Date(localDayBounds(due, timeZone).end.getTime() - 1).toISOString();
}
