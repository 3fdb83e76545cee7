import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALERT_KINDS } from '@ronda/shared';
import { idColumn } from './columns.ts';
import { complaints } from './complaints.ts';
import { users } from './users.ts';

/**
 * Issue 30: an alert is an episode of a rule's condition. `episode` names what it is about
 * ('silent:<user>', 'task-overdue:<task>', 'late-punch-in:<user>:<day>'); at most one open alert
 * per episode (a unique index), so however many processes notice the condition, it opens once.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id'),
    taskId: uuid('task_id'),
    episode: text('episode').notNull(),
    message: text('message').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When its push messages were written to the outbox; null until then. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alerts_open_episode_idx')
      .on(t.companyId, t.episode)
      .where(sql`${t.closedAt} is null`),
    index('alerts_company_opened_idx').on(t.companyId, t.openedAt.desc()),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.taskId],
      foreignColumns: [complaints.companyId, complaints.id],
    }).onDelete('cascade'),
    check('alerts_kind', sql.raw(`kind in (${ALERT_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/** Who has read which alert: each viewer marks their own. */
export const alertReads = pgTable(
  'alert_reads',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] })],
);

/**
 * The alert rules a person wants as push notifications (issue 30: "for the rules they chose").
 * No row: every rule, as when they first allow notifications. The bell lists every alert either way.
 */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    userId: uuid('user_id').primaryKey(),
    companyId: uuid('company_id').notNull(),
    kinds: text('kinds').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);
