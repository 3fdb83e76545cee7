import { TZDate } from '@date-fns/tz';

/** [start, end) of a local calendar day (YYYY-MM-DD) in a time zone; 23 or 25 hours at a DST change. */
export function localDayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = date.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined)
    throw new RangeError(`not a day: ${date}`);
  const start = new TZDate(y, m - 1, d, timeZone);
  const end = new TZDate(y, m - 1, d + 1, timeZone);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}
