import type { AttendanceDayTotals } from './attendance-day.ts';
import { isoInstant } from './iso-instant.ts';
import { localToIso } from './task-date-ranges.ts';
import type { ReportSettings, Weekday } from './report-settings.ts';

/**
 * A day of the attendance report (issue 29), judged against the company's report settings in
 * its time zone. `pending` is a day not over yet (today before the shift has ended without a
 * full day, or a day to come): it is shown but counted as nothing, as is `not-employed`, a day
 * before the person joined or after they left.
 */
export const ATTENDANCE_STATUSES = [
  'present',
  'half-day',
  'absent',
  'holiday',
  'weekly-off',
  'pending',
  'not-employed',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** The grid's letters: P present, H half day, A absent, HO holiday, WO weekly off, blank pending. */
export const ATTENDANCE_LETTERS: Readonly<Record<AttendanceStatus, string>> = {
  present: 'P',
  'half-day': 'H',
  absent: 'A',
  holiday: 'HO',
  'weekly-off': 'WO',
  pending: '',
  'not-employed': '',
};

/**
 * A day's sessions as a judgement needs them, and as a day summary keeps them (issue 29): no
 * more than this is read from a month of stored days.
 */
export interface DayWork {
  sessionCount: number;
  workedMs: number;
  breakMs: number;
  /** The day's own first punch-in, epoch ms (a session carried over from the night before is not one). */
  firstIn: number | null;
  /** The last session's punch-out, epoch ms; null while it is open. */
  lastOut: number | null;
  open: boolean;
}

/** A day's sessions, counted (attendanceDayTotals), as the figures a judgement reads. */
export function dayWorkOf(totals: AttendanceDayTotals): DayWork {
  const first = totals.sessions.find((s) => !s.carriedOver);
  const last = totals.sessions[totals.sessions.length - 1];
  return {
    sessionCount: totals.sessions.length,
    workedMs: totals.workedMs,
    breakMs: totals.breakMs,
    firstIn: first ? first.from : null,
    lastOut: last ? last.to : null,
    open: totals.open !== null,
  };
}

export interface AttendanceDayInput {
  /** YYYY-MM-DD, the company's day. */
  date: string;
  work: DayWork;
}

export interface AttendanceDay {
  date: string;
  status: AttendanceStatus;
  /** The day's first punch-in (not a session carried over from the night before). */
  firstIn: string | null;
  /** The day's last punch-out; null while a session is open. */
  lastOut: string | null;
  workedMinutes: number;
  breakMinutes: number;
  late: boolean;
  earlyDeparture: boolean;
  overtimeMinutes: number;
  holidayName: string | null;
}

const MINUTE = 60_000;
const minutesOf = (ms: number) => Math.round(ms / MINUTE);

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date, whatever the zone. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The instant of a wall-clock time on a company day, in its zone. */
function at(date: string, clock: string, timeZone: string): number {
  const iso = localToIso(`${date}T${clock}`, timeZone);
  if (!iso) throw new Error(`not a day and time: ${date}T${clock}`);
  return Date.parse(iso);
}

/** What a company day is, whoever's it is: a working day or not, its holiday, its shift. */
export interface DayFacts {
  working: boolean;
  holidayName: string | null;
  shiftStart: number;
  shiftEnd: number;
}

export function dayFactsOf(date: string, settings: ReportSettings, timeZone: string): DayFacts {
  const holiday = settings.holidays.find((h) => h.date === date) ?? null;
  return {
    working: settings.workDays.includes(weekdayOf(date)) && !holiday,
    holidayName: holiday?.name ?? null,
    shiftStart: at(date, settings.shiftStart, timeZone),
    shiftEnd: at(date, settings.shiftEnd, timeZone),
  };
}

/**
 * One person's day. Worked time is every session of the day less its breaks (issue 27's rule);
 * late is a first punch-in after the shift start and its grace; an early departure is a last
 * punch-out before the shift end with no session open; overtime is worked time past the
 * shift's length on a working day, and all of it on a weekly off or a holiday.
 */
export function attendanceDayOf(
  input: AttendanceDayInput,
  settings: ReportSettings,
  timeZone: string,
  now: Date,
  /** The day's facts when the caller has them (a report judges each day once per person:
   * working them out from the zone each time was most of a month's cost). */
  facts: DayFacts = dayFactsOf(input.date, settings, timeZone),
): AttendanceDay {
  const { date, work } = input;
  const worked = minutesOf(work.workedMs);
  const { holidayName, working, shiftStart, shiftEnd } = facts;
  // One object literal per day, its fields always in the same order: a month of 1,000 people
  // is 31,000 of them (issue 29's speed goal).
  let status: AttendanceStatus;
  let overtimeMinutes: number;
  if (!working) {
    status = holidayName !== null ? 'holiday' : 'weekly-off';
    overtimeMinutes = worked;
  } else {
    const over = now.getTime() >= shiftEnd && !work.open;
    const statusByTime: AttendanceStatus =
      work.sessionCount === 0 || worked < settings.absentBelowMinutes
        ? 'absent'
        : worked < settings.halfDayBelowMinutes
          ? 'half-day'
          : 'present';
    // A day still going is not judged short until it is over; a full day already is present.
    status = statusByTime === 'present' || over ? statusByTime : 'pending';
    overtimeMinutes = Math.max(0, worked - minutesOf(shiftEnd - shiftStart));
  }
  const counted = status === 'present' || status === 'half-day';
  return {
    date,
    firstIn: work.firstIn !== null ? isoInstant(work.firstIn) : null,
    lastOut: work.lastOut !== null ? isoInstant(work.lastOut) : null,
    workedMinutes: worked,
    breakMinutes: minutesOf(work.breakMs),
    holidayName,
    status,
    late:
      counted &&
      work.firstIn !== null &&
      work.firstIn > shiftStart + settings.lateGraceMinutes * MINUTE,
    earlyDeparture: counted && !work.open && work.lastOut !== null && work.lastOut < shiftEnd,
    overtimeMinutes,
  };
}
