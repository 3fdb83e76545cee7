import type { PushSender } from '../adapters/web-push.ts';
import type { Queryable } from '../repositories/day-fixes.repository.ts';
import { deliverPushes } from '../push/deliver-pushes.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const SEND_PUSH_QUEUE = 'send-push';

/**
 * Every minute: push messages another process queued, or that failed and wait for another try
 * (each process also sends what it queued itself at once: PushDispatcher).
 */
export function sendPushJob(db: Queryable, send: PushSender): ScheduledJob {
  return {
    queue: SEND_PUSH_QUEUE,
    cron: '* * * * *',
    run: async () => {
      const result = await deliverPushes(db, send);
      return { result, notable: result.messages > 0 };
    },
  };
}
