import {
  addCalendarDays,
  calendarDayAt,
  calendarDayMs,
  calendarDays,
  calendarDaysBetween,
  isCalendarDay,
  REPORT_MAX_DAYS,
} from '@ronda/shared';

/**
 * A report's period (issue 29): a preset, worked out from the company's today, or two calendar
 * days chosen by hand. Weeks run Monday to Sunday as on the Tasks page, and a preset is always a
 * whole calendar week or month, days still to come included: they come back pending (blank),
 * so a month's grid keeps its shape from the 1st.
 */
export const PERIOD_PRESETS = ['this-week', 'last-week', 'this-month', 'last-month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodPreset, string>> = {
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
};

export type Period =
  { kind: 'preset'; preset: PeriodPreset } | { kind: 'range'; from: string; to: string };

/** What /reports opens on, and what an address without a period means. */
export const DEFAULT_PRESET: PeriodPreset = 'this-month';
export const DEFAULT_PERIOD: Period = { kind: 'preset', preset: DEFAULT_PRESET };

export interface DayRange {
  /** YYYY-MM-DD, the company's calendar day, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

export function isPeriodPreset(value: string | null): value is PeriodPreset {
  return PERIOD_PRESETS.some((p) => p === value);
}

/** Days from `from` to `to`, both counted: 1 for a single day, 0 or less when reversed. */
export function daysInRange({ from, to }: DayRange): number {
  return calendarDaysBetween(from, to) + 1;
}

/** Why a hand-chosen range cannot be a report's, in words for under the date boxes; or null. */
export function rangeProblem(range: DayRange): string | null {
  if (!isCalendarDay(range.from)) return 'Choose the first day of the period.';
  if (!isCalendarDay(range.to)) return 'Choose the last day of the period.';
  const days = daysInRange(range);
  if (days < 1) return 'The last day cannot be before the first day.';
  if (days > REPORT_MAX_DAYS) return `A report covers at most ${REPORT_MAX_DAYS} days.`;
  return null;
}

/** The days of a period, given today's date (YYYY-MM-DD) in the company's time zone. */
export function periodRange(period: Period, today: string): DayRange {
  if (period.kind === 'range') return { from: period.from, to: period.to };
  const at = new Date(calendarDayMs(today));
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const monday = addCalendarDays(today, -((at.getUTCDay() + 6) % 7));
  switch (period.preset) {
    case 'this-week':
      return { from: monday, to: addCalendarDays(monday, 6) };
    case 'last-week':
      return { from: addCalendarDays(monday, -7), to: addCalendarDays(monday, -1) };
    case 'this-month':
      return {
        from: calendarDayAt(Date.UTC(year, month, 1)),
        to: calendarDayAt(Date.UTC(year, month + 1, 0)),
      };
    case 'last-month':
      return {
        from: calendarDayAt(Date.UTC(year, month - 1, 1)),
        to: calendarDayAt(Date.UTC(year, month, 0)),
      };
  }
}

/** Every calendar day of a range, in order: the grid's columns and the chart's bars. */
export function daysOfRange(range: DayRange): string[] {
  return calendarDays(range.from, range.to);
}
