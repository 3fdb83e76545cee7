import { describe, expect, it } from 'vitest';
import { attendanceDayTotals, type SessionLike } from './attendance-day.ts';
import { attendanceDayOf, dayWorkOf, weekdayOf } from './attendance-report.ts';
import { attendanceTotalsOf } from './attendance-totals.ts';
import { localDayBounds } from './local-day.ts';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from './report-settings.ts';

const TZ = 'Asia/Kolkata';
/** A wall-clock time in Goa as an ISO instant (IST is UTC+05:30 all year). */
const ist = (date: string, clock: string) =>
  new Date(Date.parse(`${date}T${clock}:00+05:30`)).toISOString();
let n = 0;
const session = (
  date: string,
  from: string,
  to: string | null,
  breaks: [string, string][] = [],
): SessionLike => ({
  id: `s${++n}`,
  checkInTime: ist(date, from),
  checkOutTime: to ? ist(date, to) : null,
  breaks: breaks.map(([s, e]) => ({ startTime: ist(date, s), endTime: ist(date, e) })),
});
const dayOf = (
  date: string,
  sessions: SessionLike[],
  now = new Date(ist('2026-12-31', '12:00')),
  settings: ReportSettings = DEFAULT_REPORT_SETTINGS,
) =>
  attendanceDayOf(
    { date, work: dayWorkOf(attendanceDayTotals(sessions, localDayBounds(date, TZ), now)) },
    settings,
    TZ,
    now,
  );

// 2026-11-23 is a Monday; 2026-11-29 a Sunday.
describe('the attendance report day (issue 29)', () => {
  it('knows the weekdays', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });

  it('a day of two sessions is present, its worked time both sessions less the break, first in and last out', () => {
    const day = dayOf('2026-11-23', [
      session('2026-11-23', '09:35', '13:00', [['11:00', '11:15']]),
      session('2026-11-23', '14:00', '18:45'),
    ]);
    expect(day).toMatchObject({
      status: 'present',
      firstIn: ist('2026-11-23', '09:35'),
      lastOut: ist('2026-11-23', '18:45'),
      workedMinutes: 3 * 60 + 25 - 15 + 4 * 60 + 45,
      breakMinutes: 15,
      late: false,
      earlyDeparture: false,
      overtimeMinutes: 0,
    });
  });

  it('late past the grace, early before the shift end, a half day under 4 hours, absent under 1', () => {
    const late = dayOf('2026-11-24', [session('2026-11-24', '09:41', '19:30')]);
    expect(late).toMatchObject({
      status: 'present',
      late: true,
      overtimeMinutes: 9 * 60 + 49 - 9 * 60,
    });
    expect(dayOf('2026-11-24', [session('2026-11-24', '09:40', '18:30')]).late).toBe(false);
    const half = dayOf('2026-11-25', [session('2026-11-25', '09:30', '12:30')]);
    expect(half).toMatchObject({ status: 'half-day', earlyDeparture: true });
    expect(dayOf('2026-11-26', [session('2026-11-26', '09:30', '10:15')]).status).toBe('absent');
    expect(dayOf('2026-11-26', []).status).toBe('absent');
  });

  it('a Sunday is a weekly off and a holiday is a holiday; work on either is all overtime', () => {
    const settings = {
      ...DEFAULT_REPORT_SETTINGS,
      holidays: [{ date: '2026-11-27', name: 'Goa Liberation' }],
    };
    expect(dayOf('2026-11-29', [])).toMatchObject({ status: 'weekly-off', overtimeMinutes: 0 });
    const holiday = dayOf(
      '2026-11-27',
      [session('2026-11-27', '10:00', '12:00')],
      undefined,
      settings,
    );
    expect(holiday).toMatchObject({
      status: 'holiday',
      holidayName: 'Goa Liberation',
      overtimeMinutes: 120,
    });
  });

  it('today is not judged short before the shift ends; a full day already is present', () => {
    const noon = new Date(ist('2026-11-23', '12:00'));
    expect(dayOf('2026-11-23', [], noon).status).toBe('pending');
    expect(dayOf('2026-11-23', [session('2026-11-23', '09:30', null)], noon)).toMatchObject({
      status: 'pending',
      lastOut: null,
      workedMinutes: 150,
    });
    const evening = new Date(ist('2026-11-23', '19:00'));
    expect(dayOf('2026-11-23', [], evening).status).toBe('absent');
    expect(dayOf('2026-12-01', [], noon).status).toBe('pending');
  });

  it('totals count each status and sum the minutes', () => {
    const days = [
      dayOf('2026-11-23', [session('2026-11-23', '09:50', '18:30')]),
      dayOf('2026-11-24', [session('2026-11-24', '09:30', '12:00')]),
      dayOf('2026-11-25', []),
      dayOf('2026-11-29', []),
    ];
    expect(attendanceTotalsOf(days)).toEqual({
      daysPresent: 1,
      halfDays: 1,
      daysAbsent: 1,
      holidays: 0,
      weeklyOffs: 1,
      lateArrivals: 1,
      earlyDepartures: 1,
      workedMinutes: 8 * 60 + 40 + 150,
      breakMinutes: 0,
      overtimeMinutes: 0,
    });
  });
});
