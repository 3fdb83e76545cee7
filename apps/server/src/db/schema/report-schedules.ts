import { sql } from 'drizzle-orm';
import { check, foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Issue 29: an admin's "e-mail me last month's (or last week's) attendance and reimbursement".
 * `last_sent_slot` is the period last sent ('monthly:2026-11', 'weekly:2026-11-23'): the job
 * claims a slot under the row's lock, so two server processes never send it twice.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    frequency: text('frequency').notNull(),
    createdAt: createdAt(),
    lastSentSlot: text('last_sent_slot'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.frequency] }),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    check(
      'report_schedules_frequency',
      sql`${t.frequency} in ('monthly', 'weekly', 'alerts-daily')`,
    ),
  ],
);
