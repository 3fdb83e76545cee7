import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { deletionRequests, submissions } from '../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;
export type SubmissionRow = typeof submissions.$inferSelect;

export async function insertSubmission(
  db: Executor,
  row: typeof submissions.$inferInsert,
): Promise<SubmissionRow> {
  const [created] = await db.insert(submissions).values(row).returning();
  if (!created) throw new Error('submission insert returned nothing');
  return created;
}

export async function insertDeletionRequest(
  db: Executor,
  row: typeof deletionRequests.$inferInsert,
) {
  await db.insert(deletionRequests).values(row);
}

export async function findSubmission(db: Executor, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
  return row;
}

/** Records one delivery attempt and where it left the notification. */
export async function markNotified(
  db: Executor,
  id: string,
  status: 'sent' | 'retrying' | 'failed',
  at: Date,
  error: string | null = null,
): Promise<void> {
  await db
    .update(submissions)
    .set({
      notifyStatus: status,
      notifiedAt: at,
      notifyError: error,
      notifyAttempts: sql`${submissions.notifyAttempts} + 1`,
    })
    .where(eq(submissions.id, id));
}

/** Nowhere to post (no webhook configured): not an attempt, so nothing is counted. */
export async function markSkipped(db: Executor, id: string, at: Date, reason: string) {
  await db
    .update(submissions)
    .set({ notifyStatus: 'skipped', notifiedAt: at, notifyError: reason })
    .where(eq(submissions.id, id));
}

/**
 * Puts a failed or skipped notification back in the queue's hands. Returns false when it was in
 * another state (sent, or still being retried), so a double click cannot post twice.
 */
export async function requeueNotification(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({ notifyStatus: 'pending', notifyError: null })
    .where(and(eq(submissions.id, id), inArray(submissions.notifyStatus, ['failed', 'skipped'])))
    .returning({ id: submissions.id });
  return rows.length > 0;
}
