import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

export const submissionKind = pgEnum('submission_kind', [
  'demo',
  'consultation',
  'information',
  'contact',
  'deletion',
  'pilot',
]);
/** `retrying`: an attempt failed and the queue will try again (see notify-staff.ts). */
export const notifyStatus = pgEnum('notify_status', [
  'pending',
  'retrying',
  'sent',
  'skipped',
  'failed',
]);

/**
 * Everything a visitor sends from the public site, stored before anyone is notified: a Slack
 * outage loses no request. The validated fields are kept as they were accepted.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: idColumn(),
    kind: submissionKind('kind').notNull(),
    email: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    notifyStatus: notifyStatus('notify_status').notNull().default('pending'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    notifyError: text('notify_error'),
    /** Delivery attempts made so far, failed or not. */
    notifyAttempts: integer('notify_attempts').notNull().default(0),
  },
  (t) => [
    index('submissions_kind_created_idx').on(t.kind, t.createdAt),
    // The staff inbox lists everything newest first.
    index('submissions_created_idx').on(t.createdAt, t.id),
  ],
);
