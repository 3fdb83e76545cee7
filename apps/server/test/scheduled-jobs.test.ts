import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createLocalStorage } from '../src/adapters/storage/local-storage.ts';
import { adminSessions, sessions } from '../src/db/schema/index.ts';
import { cleanUpSessions } from '../src/jobs/clean-up-sessions.ts';
import { startQueue, stopQueue, type Queue } from '../src/jobs/queue.ts';
import { startScheduledJob } from '../src/jobs/scheduled-job.ts';
import { startScheduledJobs } from '../src/jobs/scheduled-jobs.ts';
import { insertCompany, insertUser } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const DAY = 24 * 3600 * 1000;
const log = pino({ level: 'silent' });

describe('issue 16 scheduled jobs: each a queue in the dashboard, retried with backoff, then visibly failed', () => {
  let database: TestDatabase;
  let queue: Queue;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await startQueue(database.url, log);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-jobs-'));
  });
  afterAll(async () => {
    await stopQueue(queue);
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('schedules partition upkeep, archival, deletions, session and upload clean-up, day summaries and alerts with a retry policy', async () => {
    const storage = createLocalStorage({ dataDir, sessionSecret: 'x'.repeat(32) });
    await startScheduledJobs(queue, { db: database.db, pool: database.pool, storage, log });
    const { rows: schedules } = await database.pool.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule order by name',
    );
    expect(schedules).toEqual([
      { name: 'archive-locations', cron: '17 * * * *' },
      { name: 'clean-up', cron: '41 3 * * *' },
      { name: 'clean-up-sessions', cron: '23 3 * * *' },
      { name: 'evaluate-alerts', cron: '* * * * *' },
      { name: 'execute-deletions', cron: '17 * * * *' },
      { name: 'location-partitions', cron: '7 * * * *' },
      { name: 'summarise-days', cron: '* * * * *' },
    ]);
    const { rows: queues } = await database.pool.query(
      `select name, retry_limit, retry_delay, retry_backoff from pgboss.queue
       where name = any($1) order by name`,
      [schedules.map((s) => s.name)],
    );
    expect(queues).toHaveLength(7);
    for (const row of queues)
      expect(row).toMatchObject({ retry_limit: 3, retry_delay: 60, retry_backoff: true });
  });

  it('removes sessions and admin sessions that ended more than 30 days ago, and nothing else', async () => {
    const now = new Date('2026-11-25T03:23:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const company = await insertCompany(database.db);
    const user = await insertUser(database.db, { companyId: company.id });
    const session = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      companyId: company.id,
      userId: user.id,
      tokenHash: `${name}-${crypto.randomUUID()}`,
      method: 'demo',
      expiresAt,
      revokedAt,
    });
    await database.db
      .insert(sessions)
      .values([
        session('expired-long-ago', ago(31)),
        session('signed-out-long-ago', ago(-10), ago(40)),
        session('expired-recently', ago(2)),
        session('signed-out-recently', ago(-10), ago(1)),
        session('live', ago(-30)),
      ]);
    await database.db.insert(adminSessions).values([
      { tokenHash: `old-${crypto.randomUUID()}`, email: 'ops@x.example', expiresAt: ago(45) },
      { tokenHash: `new-${crypto.randomUUID()}`, email: 'ops@x.example', expiresAt: ago(-1) },
    ]);

    expect(await cleanUpSessions(database.db, now)).toEqual({
      sessionsRemoved: 2,
      adminSessionsRemoved: 1,
    });
    const left = await database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(left.map((s) => s.hash.replace(/-[0-9a-f-]{36}$/, '')).sort()).toEqual([
      'expired-recently',
      'live',
      'signed-out-recently',
    ]);
    expect(await cleanUpSessions(database.db, now)).toEqual({
      sessionsRemoved: 0,
      adminSessionsRemoved: 0,
    });
  });

  it('retries a failing run and then leaves it failed, with its error, for the dashboard', async () => {
    let attempts = 0;
    await startScheduledJob(
      queue,
      {
        queue: 'always-fails',
        cron: '0 0 1 1 *',
        run: () => {
          attempts += 1;
          return Promise.reject(new Error('disk full'));
        },
      },
      log,
      { retryLimit: 2, retryDelay: 1, retryBackoff: true, retryDelayMax: 2 },
    );
    const id = await queue.send('always-fails', {});
    await expect
      .poll(
        async () => {
          const { rows } = await database.pool.query<{ state: string; retry_count: number }>(
            'select state, retry_count from pgboss.job where id = $1',
            [id],
          );
          return rows[0];
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual({ state: 'failed', retry_count: 2 });
    expect(attempts).toBe(3);
    const { rows } = await database.pool.query<{ output: { message?: string } }>(
      'select output from pgboss.job where id = $1',
      [id],
    );
    expect(rows[0]?.output.message).toBe('disk full');
  });
});
