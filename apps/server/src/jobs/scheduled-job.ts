import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

/**
 * Every scheduled job's retry policy: a run that throws (the database restarting, a disk full)
 * is tried again after 1, 2, 4 minutes, then stays in the queue dashboard as failed until the
 * next scheduled run. Runs are idempotent, so a retry after a half-done run is safe.
 */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
}

export const SCHEDULED_JOB_RETRY: RetryPolicy = {
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 900,
};

export interface ScheduledRun {
  /** Kept as the job's output, so the dashboard shows what each run did. */
  result: object;
  /** Worth a log line: most runs find nothing to do. */
  notable: boolean;
}

export interface ScheduledJob {
  queue: string;
  /** Cron in UTC. pg-boss enqueues each slot once however many processes run. */
  cron: string;
  run: (now: Date) => Promise<ScheduledRun>;
}

/** Creates the queue with the retry policy, its schedule and the worker that runs it. */
export async function startScheduledJob(
  boss: PgBoss,
  job: ScheduledJob,
  log: Logger,
  retry: RetryPolicy = SCHEDULED_JOB_RETRY,
): Promise<void> {
  await boss.createQueue(job.queue, retry);
  // A queue made by an older version keeps its old options unless told.
  await boss.updateQueue(job.queue, retry);
  await boss.schedule(job.queue, job.cron);
  await boss.work(job.queue, async () => {
    try {
      const { result, notable } = await job.run(new Date());
      if (notable) log.info({ job: job.queue, result }, 'job done');
      return result;
    } catch (error) {
      log.warn({ job: job.queue, err: error }, 'job failed; the queue retries it');
      throw error;
    }
  });
}
