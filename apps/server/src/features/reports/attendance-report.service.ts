import {
  attendanceDayOf,
  attendanceDayTotals,
  attendanceTotalsOf,
  dayFactsOf,
  localDateIn,
  localDayBounds,
  type AttendanceDay,
  type AttendanceReport,
  type AttendanceReportPerson,
  type ReportQuery,
  type ReportSettings,
  type SessionLike,
} from '@ronda/shared';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import type { UserWithDepartments } from '../../repositories/people.repository.ts';
import { findReportSettings } from '../../repositories/report-settings.repository.ts';
import {
  findAttendanceInRange,
  type BreakSpanRow,
  type SessionSpanRow,
} from './attendance-range.repository.ts';
import { reportPeople } from './report-people.ts';

/** Every calendar day from `from` to `to`, inclusive. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); ; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push(day);
    if (day >= to) return days;
  }
}

/** Each person's sessions by the company day they belong to: their punch-in's, and the next
 * day's too while a session is still open (attendanceDayTotals counts it from midnight). */
function sessionsByDay(
  records: readonly SessionSpanRow[],
  breaks: readonly BreakSpanRow[],
  dayOf: (at: number) => string,
) {
  const breaksOf = new Map<string, BreakSpanRow[]>();
  for (const b of breaks) {
    const list = breaksOf.get(b.attendanceId);
    if (list) list.push(b);
    else breaksOf.set(b.attendanceId, [b]);
  }
  const byPerson = new Map<string, Map<string, SessionLike[]>>();
  const add = (userId: string, day: string, session: SessionLike) => {
    let days = byPerson.get(userId);
    if (!days) byPerson.set(userId, (days = new Map<string, SessionLike[]>()));
    const list = days.get(day);
    if (list) list.push(session);
    else days.set(day, [session]);
  };
  for (const r of records) {
    const session: SessionLike = {
      id: r.id,
      checkInTime: r.checkIn,
      checkOutTime: r.checkOut,
      breaks: (breaksOf.get(r.id) ?? []).map((b) => ({ startTime: b.start, endTime: b.end })),
    };
    const day = dayOf(r.checkIn);
    add(r.userId, day, session);
    if (r.checkOut === null) {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      add(r.userId, next, session);
    }
  }
  return byPerson;
}

/** The company day an instant falls on: the period's own days first (found by their bounds, no
 * zone arithmetic), else the zone's answer (the day before the period). */
function dayAt(
  days: readonly { date: string; bounds: { start: Date; end: Date } }[],
  t: number,
  timeZone: string,
): string {
  let lo = 0;
  let hi = days.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const day = days[mid];
    if (!day) break;
    if (t < day.bounds.start.getTime()) hi = mid - 1;
    else if (t >= day.bounds.end.getTime()) lo = mid + 1;
    else return day.date;
  }
  return localDateIn(new Date(t), timeZone);
}

/** A person's employment in company days: before they joined or after they left, no day counts. */
function employed(person: UserWithDepartments, timeZone: string) {
  const joined = localDateIn(person.createdAt, timeZone);
  const left = person.deactivatedAt ? localDateIn(person.deactivatedAt, timeZone) : null;
  return (day: string) => day >= joined && (left === null || day <= left);
}

/** People per query when a report is read in parts: a month of 2,000 people's punches at a time
 * (about 100,000 rows): one round trip for most companies, bounded memory for the largest. */
const BATCH = 2000;

/**
 * Each person's days of the period and their totals, a batch of people at a time (issue 29), so
 * an export of 10,000 people never holds every punch of the month at once.
 */
export async function* attendancePeople(
  db: Database,
  session: SessionContext,
  query: ReportQuery,
  now: Date,
): AsyncGenerator<AttendanceReportPerson[]> {
  const { company } = session;
  const timeZone = company.timezone;
  const people = await reportPeople(db, session, query);
  const settings: ReportSettings = await findReportSettings(db, company.id);
  // Each day's bounds and shift once, not once per person.
  const days = daysOf(query.from, query.to).map((date) => ({
    date,
    bounds: localDayBounds(date, timeZone),
    facts: dayFactsOf(date, settings, timeZone),
  }));
  for (let at = 0; at < people.length; at += BATCH) {
    const batch = people.slice(at, at + BATCH);
    const { records, breaks } = await findAttendanceInRange(
      db,
      company.id,
      batch.map((p) => p.id),
      { from: query.from, to: query.to, timezone: timeZone },
    );
    const byPerson = sessionsByDay(records, breaks, (at) => dayAt(days, at, timeZone));
    yield batch.map((person) => {
      const sessions = byPerson.get(person.id);
      const works = employed(person, timeZone);
      const personDays: AttendanceDay[] = days.map(({ date, bounds, facts }) => {
        const day = attendanceDayOf(
          { date, totals: attendanceDayTotals(sessions?.get(date) ?? [], bounds, now) },
          settings,
          timeZone,
          now,
          facts,
        );
        return works(date)
          ? day
          : { ...day, status: 'not-employed', late: false, earlyDeparture: false };
      });
      return {
        userId: person.id,
        name: `${person.firstName} ${person.lastName}`.trim(),
        departments: person.departments.map((d) => d.name),
        ...attendanceTotalsOf(personDays),
        days: personDays,
      };
    });
  }
}

/** GET /api/reports/attendance as JSON: every person of the period at once. */
export async function attendanceReport(
  db: Database,
  session: SessionContext,
  query: ReportQuery,
  now: Date,
): Promise<AttendanceReport> {
  const { company } = session;
  const rows: AttendanceReportPerson[] = [];
  for await (const batch of attendancePeople(db, session, query, now)) rows.push(...batch);
  const totals = attendanceTotalsOf(rows.flatMap((r) => r.days));
  return {
    kind: 'attendance',
    from: query.from,
    to: query.to,
    company: { id: company.id, name: company.name, timezone: company.timezone },
    generatedAt: now.toISOString(),
    people: rows,
    totals: { people: rows.length, ...totals },
  };
}
