import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { sessions } from './sessions.ts';
import { users } from './users.ts';

/** Issue 30: a browser or phone that accepted push messages for a person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The sign-in it was made under: signing out there ends it (null for older rows). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.companyId, t.userId),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Push messages waiting to be sent, one per person: written in the same transaction as what they
 * tell (a task assigned, an alert opened), sent by the send-push worker, so none is lost to a
 * crash and none is sent twice by two processes (claimed with FOR UPDATE SKIP LOCKED).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('push_outbox_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Secrets the server makes for itself and every process shares (the VAPID key pair). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
