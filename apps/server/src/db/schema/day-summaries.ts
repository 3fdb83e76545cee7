import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's company day, summed up (issue 29): what the reports read, so a month of 1,000
 * people is 31,000 rows and never 31,000 runs of the trips engine. The attendance part is the
 * day's sessions as a judgement needs them (DayWork); the tracking part is the engine's day at
 * the default settings (km by mode, trips, the places stayed at, the silences). Kept true by
 * day_summary_dirty: punches, breaks, ingest and archival mark a day, and the summarise-days
 * job (or a report that finds a marked day) writes it again.
 */
export const daySummaries = pgTable(
  'day_summaries',
  {
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sessionCount: integer('session_count').notNull(),
    workedMs: integer('worked_ms').notNull(),
    breakMs: integer('break_ms').notNull(),
    firstIn: timestamp('first_in', { withTimezone: true }),
    lastOut: timestamp('last_out', { withTimezone: true }),
    openSession: boolean('open_session').notNull(),
    walkingM: integer('walking_m').notNull(),
    cyclingM: integer('cycling_m').notNull(),
    drivingM: integer('driving_m').notNull(),
    trips: integer('trips').notNull(),
    /** [[start ms, end ms, lat, lng], …]: the day's stays, matched to places when reported. */
    stays: jsonb('stays').notNull(),
    /** [[from ms, to ms], …]: stretches without a position, whose distance is unknown. */
    gaps: jsonb('gaps').notNull(),
    silentMinutes: integer('silent_minutes').notNull(),
    firstFixAt: timestamp('first_fix_at', { withTimezone: true }),
    lastFixAt: timestamp('last_fix_at', { withTimezone: true }),
    fixCount: integer('fix_count').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.localDate] }),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Days whose summary no longer holds (a punch, a break, new points, an archival). No foreign
 * key: a person's erasure deletes their punches, whose triggers mark days in the same statement;
 * the job drops marks of people who are gone.
 */
export const daySummaryDirty = pgTable(
  'day_summary_dirty',
  {
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.localDate] }),
    index('day_summary_dirty_marked_idx').on(t.markedAt),
  ],
);
