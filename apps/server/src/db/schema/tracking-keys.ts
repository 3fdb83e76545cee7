import { foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * A person's tracking key: the "device identifier" a GPS app (Traccar Client, OsmAnd) sends to
 * /api/osmand with every fix (ARCHITECTURE.md §4). It is a password, so only its SHA-256 is kept
 * (the key is 130 random bits: a plain hash cannot be reversed by guessing), and a request is
 * matched by that hash through the unique index, never by comparing secrets in code.
 */
export const trackingKeys = pgTable(
  'tracking_keys',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The key's last characters, so a person can tell their keys apart without the secret. */
    keyHint: text('key_hint').notNull(),
    createdByUserId: uuid('created_by_user_id').notNull(),
    createdAt: createdAt(),
    /** Updated at most once a minute: a phone sends a fix every few seconds. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Fixes refused (impossible coordinates, a clock far off) while the request was answered 200,
     * since the app would otherwise re-send the bad fix forever: the console shows these instead.
     */
    refusedCount: integer('refused_count').notNull().default(0),
    lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }),
    lastRefusedReason: text('last_refused_reason'),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('tracking_keys_company_user_idx').on(t.companyId, t.userId),
  ],
);
