import { index, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

export const submissionKind = pgEnum('submission_kind', [
  'demo',
  'consultation',
  'information',
  'contact',
  'deletion',
  'pilot',
]);
export const notifyStatus = pgEnum('notify_status', ['pending', 'sent', 'skipped', 'failed']);

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
  },
  (t) => [index('submissions_kind_created_idx').on(t.kind, t.createdAt)],
);
