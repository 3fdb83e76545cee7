import { localDateIn } from '@ronda/shared';

/**
 * When an alert opened or ended, in the company's time zone: "11:02" today, "27 Nov 11:02" on an
 * earlier day, with the year when it is not this one. 24-hour, as a glance at a list wants.
 */
export function formatAlertTime(iso: string, now: Date, timeZone: string): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  const day = localDateIn(at, timeZone);
  const today = localDateIn(now, timeZone);
  if (day === today) return time;
  const date = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone,
  }).format(at);
  return `${date} ${time}`;
}
