import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { deletionRequests } from '../db/schema/index.ts';

type Executor = Pick<Database, 'update'>;

/** Cancels the e-mail's pending deletion requests whose grace period has not ended. */
export async function cancelPendingDeletions(
  db: Executor,
  email: string,
  at: Date,
): Promise<number> {
  const cancelled = await db
    .update(deletionRequests)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(
      and(
        sql`lower(${deletionRequests.email}) = lower(${email})`,
        eq(deletionRequests.status, 'pending'),
        gt(deletionRequests.graceEndsAt, at),
      ),
    )
    .returning({ id: deletionRequests.id });
  return cancelled.length;
}
