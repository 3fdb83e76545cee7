import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { ScheduledJob } from './scheduled-job.ts';
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

/** Hourly; a request is carried out within the hour after its date. */
export function deletionJob(deps: { db: Database; log: Logger }): ScheduledJob {
  return {
    queue: EXECUTE_DELETIONS_QUEUE,
    cron: '17 * * * *',
    run: async (now) => {
      const carriedOut = await executeDueDeletions(deps.db, now, deps.log);
      return { result: { carriedOut }, notable: carriedOut > 0 };
    },
  };
}
