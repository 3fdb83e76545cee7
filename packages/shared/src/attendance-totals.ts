import type { AttendanceDay } from './attendance-report.ts';

/** A person's (or everyone's) attendance over a period (issue 29). */
export interface AttendanceTotals {
  daysPresent: number;
  halfDays: number;
  daysAbsent: number;
  holidays: number;
  weeklyOffs: number;
  lateArrivals: number;
  earlyDepartures: number;
  workedMinutes: number;
  breakMinutes: number;
  overtimeMinutes: number;
}

/** A person's period: counts of each status and the sums of their days. */
export function attendanceTotalsOf(days: readonly AttendanceDay[]): AttendanceTotals {
  const totals = noAttendance();
  for (const d of days) {
    if (d.status === 'present') totals.daysPresent += 1;
    else if (d.status === 'half-day') totals.halfDays += 1;
    else if (d.status === 'absent') totals.daysAbsent += 1;
    else if (d.status === 'holiday') totals.holidays += 1;
    else if (d.status === 'weekly-off') totals.weeklyOffs += 1;
    if (d.late) totals.lateArrivals += 1;
    if (d.earlyDeparture) totals.earlyDepartures += 1;
    totals.workedMinutes += d.workedMinutes;
    totals.breakMinutes += d.breakMinutes;
    totals.overtimeMinutes += d.overtimeMinutes;
  }
  return totals;
}

/** Nothing counted yet. */
export function noAttendance(): AttendanceTotals {
  return {
    daysPresent: 0,
    halfDays: 0,
    daysAbsent: 0,
    holidays: 0,
    weeklyOffs: 0,
    lateArrivals: 0,
    earlyDepartures: 0,
    workedMinutes: 0,
    breakMinutes: 0,
    overtimeMinutes: 0,
  };
}

/** Several people's totals added up: the same as the totals of all their days. */
export function addAttendance(into: AttendanceTotals, more: AttendanceTotals): AttendanceTotals {
  for (const key of Object.keys(into) as (keyof AttendanceTotals)[]) into[key] += more[key];
  return into;
}
