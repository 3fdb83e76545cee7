import {
  addAttendance,
  attendanceDayOf,
  attendanceTotalsOf,
  calendarDays,
  dayFactsOf,
  noAttendance,
  type AttendanceDay,
  type AttendanceReport,
  type AttendanceReportPerson,
  type ReportQuery,
  type ReportSettings,
} from '@ronda/shared';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import type { UserWithDepartments } from '../../repositories/people.repository.ts';
import { findReportSettings } from '../../repositories/report-settings.repository.ts';
import { readDays, workOn, type PeopleDays } from '../../days/read-days.ts';
import { localDay } from '../../lib/local-clock.ts';
import { reportPeople } from './report-people.ts';
import { reportJsonBytes } from './report-json.ts';
import { reportSource, type ReportSource } from './report-source.ts';

/** A person's employment in company days: before they joined or after they left, no day counts. */
function employed(person: UserWithDepartments, dayOf: (at: number) => string) {
  const joined = dayOf(person.createdAt.getTime());
  const left = person.deactivatedAt ? dayOf(person.deactivatedAt.getTime()) : null;
  return (day: string) => day >= joined && (left === null || day <= left);
}

/**
 * Each person's days of the period and their totals (issue 29), from their days' summaries,
 * a batch of people at a time, so an export of 10,000 people never holds the month at once.
 */
export async function attendanceSource(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<ReportSource<AttendanceReportPerson>> {
  const { company } = session;
  const timeZone = company.timezone;
  const people = await reportPeople(db, session, query);
  // A zone offset cached per hour, not a zoned date per person (issue 29).
  const dayOf = localDay(timeZone);
  const settings: ReportSettings = await findReportSettings(db, company.id);
  // Each day's shift once, not once per person.
  const days = calendarDays(query.from, query.to).map((date) => ({
    date,
    facts: dayFactsOf(date, settings, timeZone),
  }));
  const read = (batch: UserWithDepartments[]) =>
    readDays(
      db,
      company,
      batch.map((p) => p.id),
      query,
      now,
      'work',
    );
  const rows = (batch: UserWithDepartments[], stored: PeopleDays): AttendanceReportPerson[] =>
    batch.map((person) => {
      const works = employed(person, dayOf);
      const personDays: AttendanceDay[] = days.map(({ date, facts }) => {
        const day = attendanceDayOf(
          { date, work: workOn(stored, person.id, date) },
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
  return reportSource(people, { read, rows });
}

/** GET /api/reports/attendance as JSON (AttendanceReport): every person of the period. */
export async function attendanceReportJson(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<Buffer> {
  const { company } = session;
  const source = await attendanceSource(db, session, query, now);
  const totals = noAttendance();
  async function* counted() {
    for await (const batch of source.batches()) {
      for (const person of batch) addAttendance(totals, person);
      yield batch;
    }
  }
  const head: Omit<AttendanceReport, 'people' | 'totals'> = {
    kind: 'attendance',
    from: query.from,
    to: query.to,
    company: { id: company.id, name: company.name, timezone: company.timezone },
    generatedAt: now.toISOString(),
  };
  return reportJsonBytes(counted(), {
    head,
    tail: (): Pick<AttendanceReport, 'totals'> => ({
      totals: { people: source.people.length, ...totals },
    }),
  });
}
