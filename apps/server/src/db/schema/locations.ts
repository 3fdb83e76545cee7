import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every fix a phone sent. Partitioned by day of `recorded_at` (UTC) in the migration: a day is one
 * table, so a user's day is read from one small index and old days can be archived or dropped
 * whole. A default partition catches days whose partition does not exist yet; the upkeep job moves
 * them out. The key is also the phone's retry guard: the same point (user, fix time, phone's id)
 * is stored once however often it is sent.
 */
export const locationPoints = pgTable(
  'location_points',
  {
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    clientId: text('client_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: real('accuracy'),
    speed: real('speed'),
    heading: real('heading'),
    altitude: real('altitude'),
    battery: real('battery'),
    charging: boolean('charging'),
    activity: text('activity'),
    isMock: boolean('is_mock').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.recordedAt, t.clientId] }),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);

/** One row per person: the newest fix by fix time, upserted with each batch (never moved back). */
export const latestLocations = pgTable(
  'latest_locations',
  {
    userId: uuid('user_id').primaryKey(),
    companyId: uuid('company_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    clientId: text('client_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: real('accuracy'),
    speed: real('speed'),
    heading: real('heading'),
    battery: real('battery'),
    charging: boolean('charging'),
    isMock: boolean('is_mock').notNull().default(false),
    /**
     * The record's `lastUpdated` and `location` as the API presents them (JSON text), written by
     * the same statement as the columns: a company's 10,000 people are then read as 10,000 short
     * strings rather than 130,000 typed values (the driver's decoding was most of the time).
     */
    presentedJson: text('presented_json').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('latest_locations_company_idx').on(t.companyId),
  ],
);
