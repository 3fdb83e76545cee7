import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { COMPANY_STOP_THRESHOLD, DEFAULT_COMPANY_TIMEZONE } from '@ronda/shared';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'companies_stop_threshold_range',
      sql`${t.stopThresholdMin} between ${sql.raw(String(COMPANY_STOP_THRESHOLD.min))} and ${sql.raw(String(COMPANY_STOP_THRESHOLD.max))}`,
    ),
  ],
);
