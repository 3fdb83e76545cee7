import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createNotifyStaffQueue } from '../src/jobs/notify-staff.ts';
import { startQueue, stopQueue, type Queue } from '../src/jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * The real app on a real port, built exactly as main builds it. `beforeListen` lets a test add
 * a route of its own to exercise shared plugins (errors, limits) before any feature needs them.
 */
export async function startTestApp(
  database: DatabaseHandle,
  options: {
    env?: Record<string, string>;
    webDistDir?: string;
    /** Mounts the job-queue dashboard on this database (its pg-boss schema must exist). */
    databaseUrl?: string;
    /** Registers the public form routes, which enqueue jobs. */
    queue?: Queue;
    beforeListen?: (app: FastifyInstance) => void;
    /** The app's logger, for tests that read what it logs; silent by default. */
    logger?: AppDeps['logger'];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const deps: AppDeps = {
    config,
    database,
    logger: options.logger ?? pino({ level: 'silent' }),
    sessionSecret: 'test-session-secret-0123456789abcdef',
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.queue ? { queue: options.queue } : {}),
  };
  const app = await buildApp(deps);
  options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('test app has no port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

export interface QueuedTestApp extends TestApp {
  database: TestDatabase;
  queue: Queue;
}

/**
 * A fresh database, its job queue with the notify-staff queue (the public forms enqueue into it)
 * and the app on both: the set-up every public-form test needs. close() stops all three.
 */
export async function startTestAppWithQueue(
  env: Record<string, string> = {},
): Promise<QueuedTestApp> {
  const database = await createTestDatabase();
  const queue = await startQueue(database.url, pino({ level: 'silent' }));
  await createNotifyStaffQueue(queue);
  const server = await startTestApp(database, { queue, env });
  return {
    ...server,
    database,
    queue,
    close: async () => {
      await server.close();
      await stopQueue(queue);
      await database.drop();
    },
  };
}
