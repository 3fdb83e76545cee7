import { attendanceDayTotals, type AttendanceRecord } from '@ronda/shared';

/** The person's day as the field app shows it: the server's records, or what was done offline. */
export interface DayBreak {
  id: string;
  reason: string;
  startTime: string;
  endTime: string | null;
}

/** One punch-in to its punch-out. People work several a day (issue 27). */
export interface DaySession {
  punchedInAt: string;
  punchedOutAt: string | null;
  breaks: DayBreak[];
  /** The server said the punch-in was outside every work site (known once it was sent). */
  outsideSite: boolean;
}

export interface DayState {
  /** Oldest first; the last one is the current session. */
  sessions: DaySession[];
}

export const EMPTY_DAY: DayState = { sessions: [] };

export type DayPhase = 'off' | 'working' | 'on-break' | 'done';

export const currentSession = (day: DayState): DaySession | null => day.sessions.at(-1) ?? null;

export function phaseOf(day: DayState): DayPhase {
  const session = currentSession(day);
  if (!session) return 'off';
  if (session.punchedOutAt) return 'done';
  return session.breaks.some((b) => b.endTime === null) ? 'on-break' : 'working';
}

export type DayEvent =
  | { type: 'punch-in'; at: string }
  | { type: 'punch-out'; at: string }
  | { type: 'break-start'; at: string; id: string; reason: string }
  | { type: 'break-end'; at: string };

const closeBreaks = (breaks: DayBreak[], at: string) =>
  breaks.map((b) => (b.endTime ? b : { ...b, endTime: at }));

function withCurrent(day: DayState, change: (s: DaySession) => DaySession): DayState {
  const session = currentSession(day);
  if (!session) return day;
  return { sessions: [...day.sessions.slice(0, -1), change(session)] };
}

/** What the day becomes after an action, done at once on the phone (the server follows). */
export function applyEvent(day: DayState, event: DayEvent): DayState {
  switch (event.type) {
    case 'punch-in':
      return {
        sessions: [
          ...day.sessions,
          { punchedInAt: event.at, punchedOutAt: null, breaks: [], outsideSite: false },
        ],
      };
    case 'punch-out':
      return withCurrent(day, (s) => ({
        ...s,
        punchedOutAt: event.at,
        breaks: closeBreaks(s.breaks, event.at),
      }));
    case 'break-start':
      return withCurrent(day, (s) => ({
        ...s,
        breaks: [
          ...s.breaks,
          { id: event.id, reason: event.reason, startTime: event.at, endTime: null },
        ],
      }));
    case 'break-end':
      return withCurrent(day, (s) => ({ ...s, breaks: closeBreaks(s.breaks, event.at) }));
  }
}

/** Every record the server has for the day, in the app's shape (oldest first). */
export function dayFromRecords(records: readonly AttendanceRecord[]): DayState {
  return {
    sessions: [...records]
      .sort((a, b) => Date.parse(a.checkInTime) - Date.parse(b.checkInTime))
      .map((record) => ({
        punchedInAt: record.checkInTime,
        punchedOutAt: record.checkOutTime,
        breaks: record.breaks.map((b) => ({
          id: b.id,
          reason: b.reason,
          startTime: b.startTime,
          endTime: b.endTime,
        })),
        outsideSite: record.checkIn.outsideSite,
      })),
  };
}

/** A day kept by an older version of the app (one session, flat), or anything unreadable. */
export function readDay(value: unknown): DayState {
  if (typeof value !== 'object' || value === null) return EMPTY_DAY;
  if (Array.isArray((value as DayState).sessions)) return value as DayState;
  const old = value as Partial<DaySession> & { punchedInAt?: string | null };
  if (typeof old.punchedInAt !== 'string') return EMPTY_DAY;
  return {
    sessions: [
      {
        punchedInAt: old.punchedInAt,
        punchedOutAt: old.punchedOutAt ?? null,
        breaks: Array.isArray(old.breaks) ? old.breaks : [],
        outsideSite: old.outsideSite === true,
      },
    ],
  };
}

/** The day's time over every session, worked = logged less breaks (shared with the console). */
export function dayTotals(day: DayState, bounds: { start: Date; end: Date }, now: number) {
  return attendanceDayTotals(
    day.sessions.map((s, i) => ({
      id: String(i),
      checkInTime: s.punchedInAt,
      checkOutTime: s.punchedOutAt,
      breaks: s.breaks,
    })),
    bounds,
    new Date(now),
  );
}
