import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { submissions } from './submissions.ts';

export const deletionStatus = pgEnum('deletion_status', ['pending', 'cancelled', 'completed']);

/**
 * An account deletion asked for on the public site. It is carried out after 30 days; signing in
 * before grace_ends_at (14 days) cancels it. Keyed by e-mail: the requester is not signed in.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: idColumn(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone').notNull(),
    reason: text('reason').notNull(),
    additionalInfo: text('additional_info'),
    status: deletionStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }).notNull(),
    executeAfter: timestamp('execute_after', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('deletion_requests_email_status_idx').on(sql`lower(${t.email})`, t.status)],
);
