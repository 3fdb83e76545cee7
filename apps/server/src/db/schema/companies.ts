import { boolean, doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULT_COMPANY_TIMEZONE } from '@ronda/shared';
import { createdAt, idColumn, updatedAt } from './columns.ts';

export const companies = pgTable('companies', {
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
