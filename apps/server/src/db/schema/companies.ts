import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  COMPANY_STOP_THRESHOLD,
  DEFAULT_COMPANY_TIMEZONE,
  DEFAULT_DUE_DAYS,
  DUE_DAYS_RANGE,
} from '@ronda/shared';
import { createdAt, idColumn, updatedAt } from './columns.ts';

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
  ],
);
