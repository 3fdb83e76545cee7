import { WEEKDAY_NAMES, type Weekday } from './report-settings.ts';

/**
 * The report settings in words (issue 29), one wording for the company card and the audit
 * trail: "Mon–Sat", "4 h", "26 Jan 2027", "₹2.50".
 */

const shortDay = (day: number) => WEEKDAY_NAMES[day as Weekday]?.slice(0, 3) ?? String(day);

/** Working days as runs: [1..6] → "Mon–Sat", [1, 2, 3, 5] → "Mon–Wed, Fri", [] → "none". */
export function weekdaysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  if (runs.length === 0) return 'none';
  return runs
    .flatMap((run) => {
      const first = shortDay(run[0] ?? 0);
      const last = shortDay(run.at(-1) ?? 0);
      // Two days in a row read better as a list than as a range ("Sat, Sun").
      if (run.length === 1) return [first];
      return run.length === 2 ? [first, last] : [`${first}–${last}`];
    })
    .join(', ');
}

/** Minutes worked as hours and minutes: 240 → "4 h", 210 → "3 h 30 min", 45 → "45 min". */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day, with no time zone to shift it: "2027-01-26" → "26 Jan 2027". */
export function calendarDayText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  return name && day && year !== undefined ? `${day} ${name} ${year}` : isoDate;
}

/** Rupees as a rate reads: 0 → "0", 2.5 → "2.50". */
export function rupeesText(rupees: number): string {
  return rupees === 0 ? '0' : rupees.toFixed(2);
}
