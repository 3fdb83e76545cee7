import {
  minutesText,
  REPORT_TRAVEL_MODES,
  rupeesText,
  weekdaysText,
  type reportSettingsOutputSchema,
} from '@ronda/shared';
import type { z } from 'zod';

/** The settings as the server answers them (issue 29). */
export type StoredReportSettings = z.output<typeof reportSettingsOutputSchema>;

const holidaysText = (count: number) =>
  count === 0 ? 'no holidays' : count === 1 ? '1 holiday' : `${count} holidays`;

/**
 * The company card's line: "Mon–Sat, 09:30–18:30 (10 min grace) · half day under 4 h · absent
 * under 1 h · 2 holidays · ₹ per km: walking 0, cycling 2.50, driving 6.00".
 */
export function reportSettingsSummary(s: StoredReportSettings): string {
  const rates = REPORT_TRAVEL_MODES.map((mode) => `${mode} ${rupeesText(s.ratesPerKm[mode])}`);
  return [
    `${weekdaysText(s.workDays)}, ${s.shiftStart}–${s.shiftEnd} (${minutesText(s.lateGraceMinutes)} grace)`,
    `half day under ${minutesText(s.halfDayBelowMinutes)}`,
    `absent under ${minutesText(s.absentBelowMinutes)}`,
    holidaysText(s.holidays.length),
    `₹ per km: ${rates.join(', ')}`,
  ].join(' · ');
}

/** Whether two sets of settings say the same (both as the schema gives them: days and holidays
 * sorted, names trimmed). */
export function sameReportSettings(a: StoredReportSettings, b: StoredReportSettings): boolean {
  const same = (x: readonly unknown[], y: readonly unknown[]) =>
    x.length === y.length && x.every((v, i) => v === y[i]);
  return (
    same(a.workDays, b.workDays) &&
    a.shiftStart === b.shiftStart &&
    a.shiftEnd === b.shiftEnd &&
    a.lateGraceMinutes === b.lateGraceMinutes &&
    a.halfDayBelowMinutes === b.halfDayBelowMinutes &&
    a.absentBelowMinutes === b.absentBelowMinutes &&
    same(
      a.holidays.map((h) => `${h.date} ${h.name}`),
      b.holidays.map((h) => `${h.date} ${h.name}`),
    ) &&
    REPORT_TRAVEL_MODES.every((mode) => a.ratesPerKm[mode] === b.ratesPerKm[mode])
  );
}
