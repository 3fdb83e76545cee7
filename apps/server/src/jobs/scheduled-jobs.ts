import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Mailer } from '../adapters/mailer.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import { archiveLocationsJob } from './archive-locations.ts';
import { cleanUpJob } from './clean-up.ts';
import { evaluateAlertsJob } from './evaluate-alerts.ts';
import { sendPushJob } from './send-push.ts';
import type { PushService } from '../push/push-service.ts';
import { sessionCleanUpJob } from './clean-up-sessions.ts';
import { deletionJob } from './execute-deletions.ts';
import { locationPartitionsJob, upkeepLocationPartitions } from './location-partitions.ts';
import { startScheduledJob } from './scheduled-job.ts';
import { sendScheduledReportsJob } from './send-scheduled-reports.ts';
import { summariseDaysJob } from './summarise-days.ts';

export interface ScheduledJobDeps {
  db: Database;
  pool: pg.Pool;
  storage: Storage;
  log: Logger;
  /** Undefined without SMTP_URL: then no report is e-mailed and the job is not scheduled. */
  mailer?: Mailer;
  /** Web Push: the alerts' messages and the outbox's sending. */
  push?: PushService;
}

/** The upkeep that runs on a clock, each a queue of its own in the /admin/queues dashboard. */
export function scheduledJobs(deps: ScheduledJobDeps) {
  return [
    locationPartitionsJob(deps.pool),
    archiveLocationsJob(deps.pool),
    deletionJob(deps),
    sessionCleanUpJob(deps.db),
    cleanUpJob(deps),
    summariseDaysJob(deps.db),
    evaluateAlertsJob(deps.pool, () => deps.push?.dispatcher.kick()),
    ...(deps.push ? [sendPushJob(deps.pool, deps.push.send)] : []),
    ...(deps.mailer
      ? [sendScheduledReportsJob({ db: deps.db, mailer: deps.mailer, log: deps.log })]
      : []),
  ];
}

export async function startScheduledJobs(boss: PgBoss, deps: ScheduledJobDeps): Promise<void> {
  // A day never starts in the default partition, even on a database created a minute ago.
  const upkeep = await upkeepLocationPartitions(deps.pool, new Date());
  if (upkeep.created.length > 0) deps.log.info(upkeep, 'location partitions created');
  for (const job of scheduledJobs(deps)) await startScheduledJob(boss, job, deps.log);
}
