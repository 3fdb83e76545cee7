/** Goa keeps India Standard Time all year: +05:30, no daylight saving. */
export const IST_OFFSET_MINUTES = 330;

const MINUTE_MS = 60_000;

/** The instant a local day starts, for a YYYY-MM-DD day at a fixed offset from UTC. */
export function localMidnightUtcMs(date: string, utcOffsetMinutes: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`date must be YYYY-MM-DD, got "${date}"`);
  const [, year, month, day] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const check = new Date(utc);
  if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) {
    throw new Error(`date "${date}" is not a calendar day`);
  }
  return utc - utcOffsetMinutes * MINUTE_MS;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/**
 * ISO 8601 in local time with its offset, the way a phone stamps a fix: a server reading only UTC
 * would still be right, and a person reading the body sees the local clock.
 */
export function formatLocalIso(epochMs: number, utcOffsetMinutes: number): string {
  const local = new Date(epochMs + utcOffsetMinutes * MINUTE_MS);
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(utcOffsetMinutes);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `.${pad(local.getUTCMilliseconds(), 3)}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`
  );
}

/** Today's local calendar day at that offset. */
export function localDateOf(epochMs: number, utcOffsetMinutes: number): string {
  return formatLocalIso(epochMs, utcOffsetMinutes).slice(0, 10);
}

/** The instant of a local clock time (hours may carry a fraction) on the given day. */
export function localClockMs(
  date: string,
  utcOffsetMinutes: number,
  hours: number,
  minutes = 0,
): number {
  return localMidnightUtcMs(date, utcOffsetMinutes) + (hours * 60 + minutes) * MINUTE_MS;
}
