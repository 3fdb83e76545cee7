import {
  ADMIN_INBOX_MESSAGES,
  type AdminCustomerRequestsQuery,
  type AdminSubmissionsQuery,
} from '@ronda/shared';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { NOTIFY_STAFF_QUEUE, type NotifyStaffJob } from '../../jobs/notify-staff.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  listInboxCustomerRequests,
  listInboxSubmissions,
} from '../../repositories/admin-inbox.repository.ts';
import { findSubmission, requeueNotification } from '../../repositories/submissions.repository.ts';

/** One row more than a page tells whether another page follows. */
async function page<T extends { id: string }>(
  limit: number,
  load: (n: number) => Promise<T[]>,
): Promise<{ rows: T[]; nextCursor: string | null }> {
  const rows = await load(limit + 1);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { rows: shown, nextCursor: more ? (shown.at(-1)?.id ?? null) : null };
}

export function listSubmissions(db: Database, query: AdminSubmissionsQuery) {
  const { limit, ...filter } = query;
  return page(limit, (n) => listInboxSubmissions(db, filter, n));
}

export function listCustomerRequests(db: Database, query: AdminCustomerRequestsQuery) {
  const { limit, ...filter } = query;
  return page(limit, (n) => listInboxCustomerRequests(db, filter, n));
}

/**
 * Sends a failed or skipped notification again: the state goes back to queued and a job is
 * enqueued in the same transaction, so a crash in between can neither lose nor double it.
 */
export async function retryNotification(db: Database, queue: PgBoss, id: string) {
  await db.transaction(async (tx) => {
    if (await requeueNotification(tx, id)) {
      const job: NotifyStaffJob = { submissionId: id };
      await queue.send(NOTIFY_STAFF_QUEUE, job, { db: fromDrizzle(tx, sql) });
      return;
    }
    const current = await findSubmission(tx, id);
    if (!current) throw ApiError.notFound(ADMIN_INBOX_MESSAGES.notFound);
    throw ApiError.conflict(
      current.notifyStatus === 'sent'
        ? ADMIN_INBOX_MESSAGES.alreadySent
        : ADMIN_INBOX_MESSAGES.stillRetrying,
    );
  });
  const row = await findSubmission(db, id);
  if (!row) throw ApiError.notFound(ADMIN_INBOX_MESSAGES.notFound);
  return row;
}
