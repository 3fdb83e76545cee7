import { asc, eq } from 'drizzle-orm';
import {
  clockMinutes,
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type Weekday,
} from '@ronda/shared';
import type { Database } from '../db/client.ts';
import { companies, companyHolidays } from '../db/schema/index.ts';

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const pad = (n: number) => String(n).padStart(2, '0');
/** 570 → '09:30'. */
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
// Money is kept in whole paise; the API speaks rupees with two decimals.
const rupeesOf = (paise: number) => paise / 100;
const paiseOf = (rupees: number) => Math.round(rupees * 100);

const settingColumns = {
  workDays: companies.workDays,
  shiftStartMin: companies.shiftStartMin,
  shiftEndMin: companies.shiftEndMin,
  lateGraceMin: companies.lateGraceMin,
  halfDayBelowMin: companies.halfDayBelowMin,
  absentBelowMin: companies.absentBelowMin,
  rateWalkingPaise: companies.rateWalkingPaise,
  rateCyclingPaise: companies.rateCyclingPaise,
  rateDrivingPaise: companies.rateDrivingPaise,
};

/**
 * The company's report settings (issue 29), holidays by date; the defaults for a company
 * that has none stored (every column has its default, so only a missing company gets them).
 */
export async function findReportSettings(
  db: Pick<Database, 'select'> | Database,
  companyId: string,
): Promise<ReportSettings> {
  const [row] = await db
    .select(settingColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const holidays = await db
    .select({ date: companyHolidays.date, name: companyHolidays.name })
    .from(companyHolidays)
    .where(eq(companyHolidays.companyId, companyId))
    .orderBy(asc(companyHolidays.date));
  if (!row) return { ...DEFAULT_REPORT_SETTINGS, holidays };
  return {
    workDays: [...row.workDays].sort((a, b) => a - b) as Weekday[],
    shiftStart: clockOf(row.shiftStartMin),
    shiftEnd: clockOf(row.shiftEndMin),
    lateGraceMinutes: row.lateGraceMin,
    halfDayBelowMinutes: row.halfDayBelowMin,
    absentBelowMinutes: row.absentBelowMin,
    holidays,
    ratesPerKm: {
      walking: rupeesOf(row.rateWalkingPaise),
      cycling: rupeesOf(row.rateCyclingPaise),
      driving: rupeesOf(row.rateDrivingPaise),
    },
  };
}

/**
 * Locks the company's row until the transaction ends, so two admins saving at once are applied
 * one after the other (each audit line compares with what the other saved); false if no company.
 */
export async function lockReportSettings(tx: Writer, companyId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return rows.length > 0;
}

/** Stores all the settings at once; the holidays list replaces the stored one. */
export async function saveReportSettings(
  tx: Writer,
  companyId: string,
  settings: ReportSettings,
): Promise<void> {
  await tx
    .update(companies)
    .set({
      workDays: settings.workDays,
      shiftStartMin: clockMinutes(settings.shiftStart),
      shiftEndMin: clockMinutes(settings.shiftEnd),
      lateGraceMin: settings.lateGraceMinutes,
      halfDayBelowMin: settings.halfDayBelowMinutes,
      absentBelowMin: settings.absentBelowMinutes,
      rateWalkingPaise: paiseOf(settings.ratesPerKm.walking),
      rateCyclingPaise: paiseOf(settings.ratesPerKm.cycling),
      rateDrivingPaise: paiseOf(settings.ratesPerKm.driving),
    })
    .where(eq(companies.id, companyId));
  await tx.delete(companyHolidays).where(eq(companyHolidays.companyId, companyId));
  if (settings.holidays.length > 0) {
    await tx
      .insert(companyHolidays)
      .values(settings.holidays.map(({ date, name }) => ({ companyId, date, name })));
  }
}
