const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * console.md §9: under a minute 'Just now', then minutes, hours up to 24, days up to 7, then the
 * date (en-IN, in the company's time zone).
 */
export function formatRelativeTime(at: Date, now: Date, timeZone: string): string {
  const age = Math.max(0, now.getTime() - at.getTime());
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  if (age < 7 * DAY) return plural(Math.floor(age / DAY), 'day');
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(at);
}
