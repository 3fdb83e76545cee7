import type { Database } from '../db/client.ts';
import { deleteEndedAdminSessions } from '../repositories/admin-sessions.repository.ts';
import { deleteEndedSessions } from '../repositories/sessions.repository.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const CLEAN_UP_SESSIONS_QUEUE = 'clean-up-sessions';
/** Ended sign-ins stay a month, so "when did I last sign in on that phone?" has an answer. */
export const ENDED_SESSION_KEEP_MS = 30 * 24 * 3600 * 1000;

export interface SessionCleanUpResult {
  sessionsRemoved: number;
  adminSessionsRemoved: number;
}

/** Removes sessions that expired or were signed out more than 30 days ago. */
export async function cleanUpSessions(db: Database, now: Date): Promise<SessionCleanUpResult> {
  const before = new Date(now.getTime() - ENDED_SESSION_KEEP_MS);
  return {
    sessionsRemoved: await deleteEndedSessions(db, before),
    adminSessionsRemoved: await deleteEndedAdminSessions(db, before),
  };
}

export function sessionCleanUpJob(db: Database): ScheduledJob {
  return {
    queue: CLEAN_UP_SESSIONS_QUEUE,
    cron: '23 3 * * *',
    run: async (now) => {
      const result = await cleanUpSessions(db, now);
      return { result, notable: result.sessionsRemoved + result.adminSessionsRemoved > 0 };
    },
  };
}
