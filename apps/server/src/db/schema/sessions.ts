import { foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * A signed-in device or browser. The bearer token itself is never stored: token_hash is an HMAC
 * of it under SESSION_SECRET, so a copy of this table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('sessions_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** The /admin operator's session (not a company user): bound to ADMIN_EMAIL, kept in a cookie. */
export const adminSessions = pgTable('admin_sessions', {
  id: idColumn(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
