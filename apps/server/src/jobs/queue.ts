import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

export type Queue = PgBoss;

/**
 * pg-boss keeps jobs in the same PostgreSQL as the data, so a job can be enqueued in the same
 * transaction as the row it describes. Workers for each job are registered by later features.
 */
export async function startQueue(connectionString: string, log: Logger): Promise<Queue> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

const stopped = new WeakSet<Queue>();

/** Lets running jobs finish (up to the timeout) before the database goes away. */
export async function stopQueue(boss: Queue, timeoutMs = 10_000): Promise<void> {
  stopped.add(boss);
  await boss.stop({ graceful: true, close: true, timeout: timeoutMs });
}

/** Started and not told to stop: its workers and schedules run. */
export function isQueueRunning(boss: Queue | undefined): boolean {
  return boss !== undefined && !stopped.has(boss);
}
