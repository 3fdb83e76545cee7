const DAY_MS = 86_400_000;

/**
 * A calendar day (YYYY-MM-DD, a company's day) as the ms of its UTC midnight: days are counted
 * on UTC midnights, where no time zone or daylight-saving change can shift them.
 */
export const calendarDayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The calendar day whose UTC midnight (or any instant of that UTC day) is `ms`. */
export const calendarDayAt = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * A real calendar day written YYYY-MM-DD (not 2026-02-30). Year 0000 is a day to JavaScript but
 * not to PostgreSQL's date type, so it is none here either.
 */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const at = calendarDayMs(value);
  return !Number.isNaN(at) && calendarDayAt(at) === value;
}

/** The day `days` after `day` (before it when negative). */
export const addCalendarDays = (day: string, days: number): string =>
  calendarDayAt(calendarDayMs(day) + days * DAY_MS);

/** How many days `to` is after `from`: 0 for the same day, negative when before it. */
export const calendarDaysBetween = (from: string, to: string): number =>
  Math.round((calendarDayMs(to) - calendarDayMs(from)) / DAY_MS);

/** Every day from `from` to `to`, both included; none when `to` is before `from`. */
export function calendarDays(from: string, to: string): string[] {
  const start = calendarDayMs(from);
  const count = calendarDaysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => calendarDayAt(start + i * DAY_MS));
}
