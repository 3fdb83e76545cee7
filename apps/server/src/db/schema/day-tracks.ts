import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A person's archived local day (public-site-and-sign-in.md §2.8: points older than 48 hours).
 * `analysis` is the engine's answer at the default settings, so the usual view costs no work;
 * `points` keeps every raw fix (compressed) so any other setting, or a late point that re-opens
 * the day, can be recomputed exactly. A late point sets `reopened_at`; the next archival run
 * folds it in.
 */
export const dayTracks = pgTable(
  'day_tracks',
  {
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** The company's zone when archived: the day's bounds stay what they were then. */
    timezone: text('timezone').notNull(),
    dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
    dayEnd: timestamp('day_end', { withTimezone: true }).notNull(),
    analysis: jsonb('analysis').notNull(),
    points: bytea('points').notNull(),
    pointCount: integer('point_count').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull(),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.localDate] }),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('day_tracks_reopened_idx')
      .on(t.reopenedAt)
      .where(sql`${t.reopenedAt} is not null`),
  ],
);
