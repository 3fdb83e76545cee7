import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { departments } from './departments.ts';
import { users } from './users.ts';

/** Places a company's people are expected to punch in at (beyond the spec). */
export const workSites = pgTable(
  'work_sites',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    radiusMeters: integer('radius_meters').notNull(),
    /** Issue 30: whom the site is for, both optional; the service checks they are the company's. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    departmentId: uuid('department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    unique('work_sites_company_id_id_key').on(t.companyId, t.id),
    check('work_sites_radius_positive', sql`${t.radiusMeters} > 0`),
  ],
);

/**
 * A punch-in and (once made) its punch-out. The phone's ids for both are kept so a re-sent punch
 * answers the same record instead of a conflict. At most one record per person is open.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    checkInClientId: text('check_in_client_id').notNull(),
    checkInLat: doublePrecision('check_in_lat').notNull(),
    checkInLng: doublePrecision('check_in_lng').notNull(),
    checkInAddress: text('check_in_address'),
    checkInIsMock: boolean('check_in_is_mock').notNull().default(false),
    checkInOutsideSite: boolean('check_in_outside_site').notNull().default(false),
    checkInSiteId: uuid('check_in_site_id'),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    checkOutClientId: text('check_out_client_id'),
    checkOutLat: doublePrecision('check_out_lat'),
    checkOutLng: doublePrecision('check_out_lng'),
    checkOutAddress: text('check_out_address'),
    checkOutIsMock: boolean('check_out_is_mock'),
    checkOutOutsideSite: boolean('check_out_outside_site'),
    checkOutSiteId: uuid('check_out_site_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    // A removed work site leaves the punch's flag and loses only the site reference.
    foreignKey({ columns: [t.checkInSiteId], foreignColumns: [workSites.id] }).onDelete('set null'),
    foreignKey({ columns: [t.checkOutSiteId], foreignColumns: [workSites.id] }).onDelete(
      'set null',
    ),
    unique('attendance_records_company_id_id_key').on(t.companyId, t.id),
    unique('attendance_records_check_in_client_key').on(t.companyId, t.userId, t.checkInClientId),
    unique('attendance_records_check_out_client_key').on(t.companyId, t.userId, t.checkOutClientId),
    uniqueIndex('attendance_records_one_open_key')
      .on(t.companyId, t.userId)
      .where(sql`${t.checkOutAt} is null`),
    index('attendance_records_user_day_idx').on(t.companyId, t.userId, t.checkInAt),
    check(
      'attendance_records_check_out_after_in',
      sql`${t.checkOutAt} is null or ${t.checkOutAt} >= ${t.checkInAt}`,
    ),
  ],
);

/** A break inside an attendance record; open until ended (or closed by the punch-out). */
export const breaks = pgTable(
  'breaks',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    attendanceId: uuid('attendance_id').notNull(),
    reason: text('reason').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    startClientId: text('start_client_id').notNull(),
    startLat: doublePrecision('start_lat').notNull(),
    startLng: doublePrecision('start_lng').notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    endClientId: text('end_client_id'),
    endLat: doublePrecision('end_lat'),
    endLng: doublePrecision('end_lng'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.attendanceId],
      foreignColumns: [attendanceRecords.companyId, attendanceRecords.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    unique('breaks_start_client_key').on(t.companyId, t.userId, t.startClientId),
    unique('breaks_end_client_key').on(t.companyId, t.userId, t.endClientId),
    uniqueIndex('breaks_one_open_key')
      .on(t.companyId, t.userId)
      .where(sql`${t.endAt} is null`),
    index('breaks_attendance_idx').on(t.companyId, t.attendanceId, t.startAt),
    check('breaks_end_after_start', sql`${t.endAt} is null or ${t.endAt} >= ${t.startAt}`),
  ],
);
