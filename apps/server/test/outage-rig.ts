/** The set-up of the database outage tests (issue 26): a fresh database, the app on a pool of
 * its own with its log captured, a company, and what every outage must look like. */
import { expect, inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createSmallCompany, type SmallCompany } from './device-fixtures.ts';
import { adminQuery } from './global-setup.ts';
import { bearer } from './fixtures.ts';
import { captureLogs, type CapturedLogs } from './log-sink.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const UNAVAILABLE = {
  is_success: false,
  message:
    'The service cannot reach its database right now. Nothing was changed; try again in a moment.',
};

export const { adminUrl } = inject('testDatabase');
export const databaseNameOf = (url: string) => new URL(url).pathname.slice(1);
export const admin = (sql: string) => adminQuery(adminUrl, sql);

export interface Rig {
  database: TestDatabase;
  pool: DatabaseHandle;
  server: TestApp;
  logs: CapturedLogs;
  co: SmallCompany;
  /** A signed-in read: the session lookup alone needs the database. */
  read: () => Promise<Response>;
  close: () => Promise<void>;
}

/** A fresh database, the app on a pool of its own (`url`, else the database's) and a company. */
export async function startRig(
  options: {
    url?: (database: TestDatabase) => Promise<string>;
    max?: number;
    waitMs?: number;
  } = {},
): Promise<Rig> {
  const database = await createTestDatabase();
  const url = options.url ? await options.url(database) : database.url;
  const pool = connectDatabase(url, {
    max: options.max ?? 3,
    // Generous unless a test is about the wait: a loaded CI machine must not trip the set-up.
    connectionTimeoutMillis: options.waitMs ?? 10_000,
  });
  const logs = captureLogs();
  const server = await startTestApp(pool, {
    env: { DEMO_LOGIN: 'true' },
    logger: logs.logger,
  });
  const co = await createSmallCompany(database.db, server.baseUrl).catch(async (error: unknown) => {
    // A set-up that fails must say why: the app's own account of its database is in its log.
    const seen = logs.lines.filter((line) => Number(line.level) >= 40);
    await server.close();
    await pool.close();
    await database.drop();
    throw new Error(`the rig's company could not be set up: ${String(error)}`, {
      cause: JSON.stringify(seen).slice(0, 4_000),
    });
  });
  return {
    database,
    pool,
    server,
    logs,
    co,
    read: () => fetch(`${server.baseUrl}/api/company/stats`, { headers: bearer(co.admin.token) }),
    close: async () => {
      await server.close();
      await pool.close();
      await database.drop();
    },
  };
}

export async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('x-request-id')).toBeTruthy();
  expect(await res.json()).toEqual(UNAVAILABLE);
}

/** Ends the app's idle connections, as a failover does, and waits until its pool has let go. */
export async function dropConnections(rig: Rig, where: string) {
  await admin(
    `select pg_terminate_backend(pid) from pg_stat_activity where ${where} and pid <> pg_backend_pid()`,
  );
  await expect.poll(() => rig.pool.pool.totalCount, { timeout: 10_000 }).toBe(0);
}

/** The outage was logged once as an error, and its end once (checked for every second, or
 * after 5 quiet seconds for a busy pool), with the count of refusals. */
export async function expectOneEpisode(rig: Rig, refused: number) {
  const opened = rig.logs.withMessage('database unavailable');
  expect(opened).toHaveLength(1);
  expect(opened[0]?.level).toBe(50);
  await expect
    .poll(() => rig.logs.withMessage('database available again').length, { timeout: 15_000 })
    .toBe(1);
  expect(rig.logs.withMessage('database available again')[0]?.refusedRequests).toBe(refused);
  expect(rig.logs.withMessage('database unavailable')).toHaveLength(1);
}
