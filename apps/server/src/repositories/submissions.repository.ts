import { eq } from 'drizzle-orm';
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

export async function markNotified(
  db: Executor,
  id: string,
  status: 'sent' | 'skipped' | 'failed',
  at: Date,
  error: string | null = null,
): Promise<void> {
  await db
    .update(submissions)
    .set({ notifyStatus: status, notifiedAt: at, notifyError: error })
    .where(eq(submissions.id, id));
}
