import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { anonymisePerson, dueDeletionRequests } from '../repositories/deletions.repository.ts';

export const EXECUTE_DELETIONS_QUEUE = 'execute-deletions';

/** Carries out every deletion request whose 30 days have passed (cancelled ones are skipped). */
export async function executeDueDeletions(db: Database, now: Date, log?: Logger): Promise<number> {
  const due = await dueDeletionRequests(db, now);
  for (const request of due) {
    await db.transaction((tx) => anonymisePerson(tx, request, now));
    log?.info({ deletionRequestId: request.id }, 'account deletion carried out');
  }
  return due.length;
}

/** Runs hourly; a request is carried out within the hour after its date. */
export async function startDeletionWorker(
  boss: PgBoss,
  deps: { db: Database; log: Logger },
): Promise<void> {
  await boss.createQueue(EXECUTE_DELETIONS_QUEUE);
  await boss.schedule(EXECUTE_DELETIONS_QUEUE, '17 * * * *');
  await boss.work(EXECUTE_DELETIONS_QUEUE, async () => {
    await executeDueDeletions(deps.db, new Date(), deps.log);
  });
}
