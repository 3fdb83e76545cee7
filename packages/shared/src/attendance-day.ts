/**
 * A person's working day across every punch-in of it (issue 27). People punch out at lunch and in
 * again; payroll is decided on the sum, so everything that shows a day's time counts all sessions.
 */
/** Times as ISO text (an API's answer) or epoch milliseconds (a report's month of rows). */
export interface SessionLike {
  id: string;
  checkInTime: string | number;
  checkOutTime: string | number | null;
  breaks: readonly { startTime: string | number; endTime: string | number | null }[];
}

export interface SessionSpan {
  id: string;
  /** Counted from here: the punch-in, or the day's start for a session carried over from the day before. */
  from: number;
  /** The punch-out, or null while the session is open (counted to `now`). */
  to: number | null;
  /** Punched in before the day began and still open at its start. */
  carriedOver: boolean;
  loggedMs: number;
  breakMs: number;
}

export interface AttendanceDayTotals {
  sessions: SessionSpan[];
  breakCount: number;
  /** Every session's time in the day, breaks included. */
  loggedMs: number;
  breakMs: number;
  /** Logged less breaks. */
  workedMs: number;
  /** The session still open, if any. */
  open: SessionSpan | null;
}

const time = (iso: string | number | null): number | null => {
  if (iso === null) return null;
  if (typeof iso === 'number') return iso;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
};

function overlap(from: number, to: number, start: number, end: number): number {
  return Math.max(0, Math.min(to, end) - Math.max(from, start));
}

function spanOf(
  record: SessionLike,
  day: { start: number; end: number },
  now: number,
): SessionSpan | null {
  const checkIn = time(record.checkInTime);
  if (checkIn === null) return null;
  const checkOut = time(record.checkOutTime);
  const from = Math.max(checkIn, day.start);
  // An open session counts to now, and no further than the day's end: the next day carries it on.
  // A punch-out written for later than now (a clock ahead) counts only what has happened.
  const end = Math.max(from, Math.min(checkOut ?? day.end, now));
  const breakMs = record.breaks.reduce((sum, entry) => {
    const start = time(entry.startTime);
    if (start === null) return sum;
    return sum + overlap(start, time(entry.endTime) ?? end, from, end);
  }, 0);
  return {
    id: record.id,
    from,
    to: checkOut,
    carriedOver: checkIn < day.start,
    loggedMs: Math.max(0, end - from),
    breakMs: Math.min(breakMs, Math.max(0, end - from)),
  };
}

/**
 * Totals of a day's sessions, in time order. A session is counted from its punch-in (from the day's
 * start when it began the day before) to its punch-out; a punch-out after midnight still counts for
 * the day it began on, as on a timesheet. An open one counts to now or the day's end.
 */
export function attendanceDayTotals(
  records: readonly SessionLike[],
  day: { start: Date; end: Date },
  now: Date,
): AttendanceDayTotals {
  const bounds = { start: day.start.getTime(), end: day.end.getTime() };
  const sessions = records
    .map((r) => spanOf(r, bounds, now.getTime()))
    .filter((s): s is SessionSpan => s !== null)
    .sort((a, b) => a.from - b.from);
  const loggedMs = sessions.reduce((sum, s) => sum + s.loggedMs, 0);
  const breakMs = sessions.reduce((sum, s) => sum + s.breakMs, 0);
  return {
    sessions,
    breakCount: records.reduce((n, r) => n + r.breaks.length, 0),
    loggedMs,
    breakMs,
    workedMs: loggedMs - breakMs,
    open: sessions.find((s) => s.to === null) ?? null,
  };
}
