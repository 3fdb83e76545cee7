import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import {
  type AlertRules,
  clockMinutes,
  DEFAULT_ALERT_RULES,
  COMPANY_STOP_THRESHOLD,
  DEFAULT_COMPANY_TIMEZONE,
  DEFAULT_DUE_DAYS,
  DEFAULT_REPORT_SETTINGS as REPORTS,
  DUE_DAYS_RANGE,
  REPORT_LIMITS,
} from '@ronda/shared';
import { createdAt, idColumn, updatedAt } from './columns.ts';

/** The last minute of a day a shift can start or end at: 23:59. */
const DAY_END = 24 * 60 - 1;

const between = (column: AnyPgColumn, min: number, max: number) =>
  sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;

export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    address: text('address'),
    addressLat: doublePrecision('address_lat'),
    addressLng: doublePrecision('address_lng'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    logoUrl: text('logo_url'),
    isActive: boolean('is_active').notNull().default(true),
    /** The seeded demo company: only its people may use the demo sign-in (DEMO_LOGIN). */
    isDemo: boolean('is_demo').notNull().default(false),
    timezone: text('timezone').notNull().default(DEFAULT_COMPANY_TIMEZONE),
    /** Minutes in one place that make a stop on the console's day view (issue 27): delivery
     * companies choose 3 so every drop is a visit; the tracking call's own default stays 5. */
    stopThresholdMin: integer('stop_threshold_min')
      .notNull()
      .default(COMPANY_STOP_THRESHOLD.default),
    /** Working days a task created without a due date is given, by its priority (issue 28):
     * one column each, so the database keeps every one in its range. */
    dueDaysCritical: integer('due_days_critical').notNull().default(DEFAULT_DUE_DAYS.critical),
    dueDaysHigh: integer('due_days_high').notNull().default(DEFAULT_DUE_DAYS.high),
    dueDaysMedium: integer('due_days_medium').notNull().default(DEFAULT_DUE_DAYS.medium),
    dueDaysLow: integer('due_days_low').notNull().default(DEFAULT_DUE_DAYS.low),
    /** What the reports measure a day against (issue 29), in the company's time zone: ISO
     * weekdays (1 = Monday), the shift in minutes from midnight, thresholds in minutes worked. */
    workDays: smallint('work_days').array().notNull().default(REPORTS.workDays),
    shiftStartMin: smallint('shift_start_min').notNull().default(clockMinutes(REPORTS.shiftStart)),
    shiftEndMin: smallint('shift_end_min').notNull().default(clockMinutes(REPORTS.shiftEnd)),
    lateGraceMin: smallint('late_grace_min').notNull().default(REPORTS.lateGraceMinutes),
    halfDayBelowMin: smallint('half_day_below_min').notNull().default(REPORTS.halfDayBelowMinutes),
    absentBelowMin: smallint('absent_below_min').notNull().default(REPORTS.absentBelowMinutes),
    /** Travel reimbursement per km by mode, in paise: money is never a float. */
    rateWalkingPaise: integer('rate_walking_paise').notNull().default(0),
    rateCyclingPaise: integer('rate_cycling_paise').notNull().default(0),
    rateDrivingPaise: integer('rate_driving_paise').notNull().default(0),
    /** Issue 30: which alert rules are on, with their thresholds (alertRulesSchema). */
    alertRules: jsonb('alert_rules').$type<AlertRules>().notNull().default(DEFAULT_ALERT_RULES),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'companies_stop_threshold_range',
      sql`${t.stopThresholdMin} between ${sql.raw(String(COMPANY_STOP_THRESHOLD.min))} and ${sql.raw(String(COMPANY_STOP_THRESHOLD.max))}`,
    ),
    check(
      'companies_due_days_range',
      sql.join(
        [t.dueDaysCritical, t.dueDaysHigh, t.dueDaysMedium, t.dueDaysLow].map(
          (column) =>
            sql`${column} between ${sql.raw(String(DUE_DAYS_RANGE.min))} and ${sql.raw(String(DUE_DAYS_RANGE.max))}`,
        ),
        sql` and `,
      ),
    ),
    // The report settings' ranges, as the shared schema checks them (REPORT_LIMITS).
    check(
      'companies_work_days_valid',
      sql`cardinality(${t.workDays}) between 1 and 7 and ${t.workDays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    check(
      'companies_shift_valid',
      sql`${between(t.shiftStartMin, 0, DAY_END)} and ${between(t.shiftEndMin, 0, DAY_END)} and ${t.shiftEndMin} > ${t.shiftStartMin}`,
    ),
    check(
      'companies_day_thresholds_valid',
      sql`${between(t.lateGraceMin, REPORT_LIMITS.graceMinutes.min, REPORT_LIMITS.graceMinutes.max)} and ${between(t.halfDayBelowMin, 1, REPORT_LIMITS.dayMinutes.max)} and ${between(t.absentBelowMin, 0, REPORT_LIMITS.dayMinutes.max)} and ${t.absentBelowMin} <= ${t.halfDayBelowMin}`,
    ),
    check(
      'companies_report_rates_range',
      sql.join(
        [t.rateWalkingPaise, t.rateCyclingPaise, t.rateDrivingPaise].map((column) =>
          between(column, 0, REPORT_LIMITS.ratePerKm.max * 100),
        ),
        sql` and `,
      ),
    ),
  ],
);
