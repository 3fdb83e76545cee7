import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { postToSlack } from '../adapters/slack.ts';
import type { Database } from '../db/client.ts';
import {
  findSubmission,
  markNotified,
  markSkipped,
} from '../repositories/submissions.repository.ts';
import { staffMessage } from './staff-message.ts';

export const NOTIFY_STAFF_QUEUE = 'notify-staff';

export interface NotifyStaffJob {
  submissionId: string;
}

/** Slack hiccups are retried with exponential backoff; a stored submission is never dropped. */
export const NOTIFY_STAFF_QUEUE_OPTIONS = {
  retryLimit: 6,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 3600,
};

export async function createNotifyStaffQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(NOTIFY_STAFF_QUEUE, NOTIFY_STAFF_QUEUE_OPTIONS);
}

/** Posts the staff message for one stored submission, or records that there is nowhere to post. */
export async function notifyStaff(
  deps: { db: Database; slackWebhookUrl: string | undefined; log: Logger },
  job: NotifyStaffJob,
  final: boolean,
): Promise<void> {
  const submission = await findSubmission(deps.db, job.submissionId);
  if (!submission || submission.notifyStatus === 'sent') return;
  if (!deps.slackWebhookUrl) {
    await markSkipped(deps.db, submission.id, new Date(), 'SLACK_WEBHOOK_URL is not set');
    return;
  }
  try {
    await postToSlack(
      deps.slackWebhookUrl,
      staffMessage(submission.kind, submission.payload, submission.id),
    );
    await markNotified(deps.db, submission.id, 'sent', new Date());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn({ submissionId: submission.id, err: error }, 'staff notification failed');
    // The staff inbox shows "retrying" between attempts and "failed" once the queue gives up.
    await markNotified(deps.db, submission.id, final ? 'failed' : 'retrying', new Date(), message);
    throw error;
  }
}

export async function startNotifyStaffWorker(
  boss: PgBoss,
  deps: { db: Database; slackWebhookUrl: string | undefined; log: Logger },
): Promise<void> {
  await createNotifyStaffQueue(boss);
  await boss.work<NotifyStaffJob, undefined, { includeMetadata: true }>(
    NOTIFY_STAFF_QUEUE,
    { includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      await notifyStaff(deps, job.data, job.retryCount >= job.retryLimit);
    },
  );
}
