import { ATTENDANCE_LETTERS, type AttendanceReportPerson, type ReportQuery } from '@ronda/shared';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import { localClock, localDay } from '../../lib/local-clock.ts';
import { findAttendanceInRange } from '../../repositories/attendance-range.repository.ts';
import { attendanceSource } from './attendance-report.service.ts';
import { documentHead, FILE_PACE } from './report-source.ts';
import type { Cell, ReportDocument, ReportTable } from './render/report-document.ts';

export const STATUS_WORDS: Record<AttendanceReportPerson['days'][number]['status'], string> = {
  present: 'Present',
  'half-day': 'Half day',
  absent: 'Absent',
  holiday: 'Holiday',
  'weekly-off': 'Weekly off',
  pending: 'Not over yet',
  'not-employed': 'Not employed',
};

const MINUTE = 60_000;

/**
 * The attendance report as a document (issue 29) for its files: a Summary row per person, the
 * Daily rows (person × day, the CSV), and the Detail of every session with its punches.
 */
export async function attendanceDocument(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<ReportDocument> {
  const { company } = session;
  const source = await attendanceSource(db, session, query, now);
  const clock = localClock(company.timezone);
  const dayOf = localDay(company.timezone);
  const at = (iso: string | null) => (iso ? clock(Date.parse(iso)) : null);
  const mapped = (map: (p: AttendanceReportPerson) => Cell[][]) =>
    async function* () {
      for await (const batch of source.batches(FILE_PACE)) yield batch.flatMap(map);
    };

  const summary: ReportTable = {
    name: 'Summary',
    columns: [
      { header: 'Name', kind: 'text', width: 24 },
      { header: 'Departments', kind: 'text', width: 20 },
      { header: 'Present', kind: 'integer', width: 9 },
      { header: 'Half days', kind: 'integer', width: 9 },
      { header: 'Absent', kind: 'integer', width: 9 },
      { header: 'Holidays', kind: 'integer', width: 9 },
      { header: 'Weekly offs', kind: 'integer', width: 11 },
      { header: 'Late', kind: 'integer', width: 7 },
      { header: 'Left early', kind: 'integer', width: 10 },
      { header: 'Worked', kind: 'minutes', width: 9 },
      { header: 'Breaks', kind: 'minutes', width: 9 },
      { header: 'Overtime', kind: 'minutes', width: 9 },
    ],
    rows: mapped((p) => [
      [
        p.name,
        p.departments.join('; '),
        p.daysPresent,
        p.halfDays,
        p.daysAbsent,
        p.holidays,
        p.weeklyOffs,
        p.lateArrivals,
        p.earlyDepartures,
        p.workedMinutes,
        p.breakMinutes,
        p.overtimeMinutes,
      ],
    ]),
  };
  const daily: ReportTable = {
    name: 'Daily',
    columns: [
      { header: 'Name', kind: 'text', width: 24 },
      { header: 'Departments', kind: 'text', width: 20 },
      { header: 'Date', kind: 'date', width: 12 },
      { header: 'Status', kind: 'text', width: 12 },
      { header: 'Code', kind: 'text', width: 6 },
      { header: 'First in', kind: 'time', width: 8 },
      { header: 'Last out', kind: 'time', width: 8 },
      { header: 'Worked (h:mm)', kind: 'minutes', width: 9 },
      { header: 'Breaks (h:mm)', kind: 'minutes', width: 9 },
      { header: 'Overtime (h:mm)', kind: 'minutes', width: 9 },
      { header: 'Late', kind: 'text', width: 6 },
      { header: 'Left early', kind: 'text', width: 8 },
      { header: 'Holiday', kind: 'text', width: 16 },
    ],
    rows: mapped((p) => {
      const departments = p.departments.join('; ');
      return p.days.map((d) => [
        p.name,
        departments,
        d.date,
        STATUS_WORDS[d.status],
        ATTENDANCE_LETTERS[d.status],
        at(d.firstIn),
        at(d.lastOut),
        d.workedMinutes,
        d.breakMinutes,
        d.overtimeMinutes,
        d.late ? 'yes' : '',
        d.earlyDeparture ? 'yes' : '',
        d.holidayName ?? '',
      ]);
    }),
  };
  const detail: ReportTable = {
    name: 'Detail',
    columns: [
      { header: 'Name', kind: 'text', width: 24 },
      { header: 'Date', kind: 'date', width: 12 },
      { header: 'Punch in', kind: 'time', width: 9 },
      { header: 'Punch out', kind: 'time', width: 9 },
      { header: 'Out on', kind: 'date', width: 12 },
      { header: 'Breaks', kind: 'integer', width: 7 },
      { header: 'Break time', kind: 'minutes', width: 9 },
      { header: 'Worked', kind: 'minutes', width: 9 },
    ],
    rows: async function* () {
      const names = new Map(
        source.people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]),
      );
      const order = new Map(source.people.map((p, i) => [p.id, i]));
      for (let i = 0; i < source.people.length; i += FILE_PACE.size) {
        const ids = source.people.slice(i, i + FILE_PACE.size).map((p) => p.id);
        const { records, breaks } = await findAttendanceInRange(db, company.id, ids, {
          from: query.from,
          to: query.to,
          timezone: company.timezone,
        });
        const breaksOf = new Map<string, { start: number; end: number | null }[]>();
        for (const b of breaks)
          breaksOf.set(b.attendanceId, [...(breaksOf.get(b.attendanceId) ?? []), b]);
        const rows: Cell[][] = [];
        const sorted = records
          .map((r) => ({ ...r, date: dayOf(r.checkIn) }))
          .filter((r) => r.date >= query.from && r.date <= query.to)
          .sort(
            (a, b) =>
              (order.get(a.userId) ?? 0) - (order.get(b.userId) ?? 0) || a.checkIn - b.checkIn,
          );
        for (const r of sorted) {
          const end = r.checkOut ?? now.getTime();
          const own = breaksOf.get(r.id) ?? [];
          const breakMs = own.reduce((sum, b) => sum + Math.max(0, (b.end ?? end) - b.start), 0);
          rows.push([
            names.get(r.userId) ?? '',
            r.date,
            clock(r.checkIn),
            r.checkOut === null ? null : clock(r.checkOut),
            r.checkOut === null ? null : dayOf(r.checkOut),
            own.length,
            Math.round(breakMs / MINUTE),
            Math.round(Math.max(0, end - r.checkIn - breakMs) / MINUTE),
          ]);
        }
        yield rows;
      }
    },
  };
  return {
    ...documentHead('Attendance and timesheet', company, query, now),
    tables: [summary, daily, detail],
    csvTable: 'Daily',
  };
}
