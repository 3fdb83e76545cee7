import { localDateIn } from '@ronda/shared';

const NOT_AVAILABLE = 'N/A';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

// One formatter per time zone: building Intl formatters is slow and a timeline asks hundreds of times.
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZone,
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * console.md §2: a time as hh:mm AM/PM in the company's time zone. Built from parts because
 * locales differ in the day period's case and in the space before it (some use a narrow space).
 */
export function formatClock(iso: string | null | undefined, timeZone: string): string {
  const at = parse(iso);
  if (!at) return NOT_AVAILABLE;
  const parts = clockFormat(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour').padStart(2, '0')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** A calendar day (YYYY-MM-DD) as people read it: "10 Mar 2026". */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, y, m, d] = match;
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))));
}

/** The company's calendar day of an instant, YYYY-MM-DD. */
export function dayOf(iso: string, timeZone: string): string | null {
  const at = parse(iso);
  return at ? localDateIn(at, timeZone) : null;
}

/** A time, with its day in front when it is not on `day`: "10 Mar 2026, 02:05 PM". */
export function formatClockOn(iso: string | null, day: string, timeZone: string): string {
  if (!iso) return NOT_AVAILABLE;
  const clock = formatClock(iso, timeZone);
  const itsDay = dayOf(iso, timeZone);
  return itsDay && itsDay !== day ? `${formatDay(itsDay)}, ${clock}` : clock;
}
