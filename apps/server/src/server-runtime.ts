import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { closeApp } from './plugins/graceful-close.ts';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { runMigrations } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemoCompany } from './db/seed/seed-demo-company.ts';
import { createAppStorage } from './adapters/storage/app-storage.ts';
import { startDemoFieldDays } from './demo/demo-field-days.ts';
import { startNamePlacesWorker } from './jobs/name-places.ts';
import { createGeocoder, geocoderUserAgent } from './adapters/geocoder.ts';
import { createMailer } from './adapters/mailer.ts';
import { createPushService } from './push/push-service.ts';
import { startNotifyStaffWorker } from './jobs/notify-staff.ts';
import { startQueue, stopQueue, type Queue } from './jobs/queue.ts';
import { startScheduledJobs } from './jobs/scheduled-jobs.ts';
import { resolveSessionSecret } from './lib/session-secret.ts';
import { logUnavailableSignIns } from './auth/sign-in-availability.ts';

export const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Start order: database (embedded or DATABASE_URL) → migrations → demo seed → queue → HTTP.
 * Stop order is the reverse, so in-flight requests and jobs finish before their database goes.
 */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const undo: Array<() => Promise<void>> = [];
  const rollback = async () => {
    for (const step of undo.reverse())
      await step().catch((err: unknown) => log.error({ err }, 'shutdown step failed'));
  };
  try {
    const sessionSecret = await resolveSessionSecret(config);
    let connectionString = config.databaseUrl;
    if (!connectionString) {
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres(config.dataDir, log);
      undo.push(() => embedded.stop());
      connectionString = embedded.connectionString;
    }
    const database: DatabaseHandle = connectDatabase(connectionString, {
      max: config.databasePool.size,
      connectionTimeoutMillis: config.databasePool.waitMs,
    });
    undo.push(() => database.close());
    await runMigrations(database.pool);
    if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
      const { companyId } = await seedDemoCompany(database.db);
      log.info({ companyId }, 'seeded the demo company into the empty database');
    }
    const queue: Queue = await startQueue(connectionString, log);
    undo.push(() => stopQueue(queue));
    await startNotifyStaffWorker(queue, {
      db: database.db,
      slackWebhookUrl: config.slackWebhookUrl,
      log,
    });
    await startNamePlacesWorker(queue, {
      db: database.db,
      geocoder: createGeocoder({
        baseUrl: config.geocoderUrl,
        userAgent: geocoderUserAgent(config.supportEmail),
      }),
      log,
    });
    const storage = await createAppStorage(config, sessionSecret);
    const mailer = config.mail ? createMailer(config.mail) : undefined;
    const push = createPushService(database.pool, config.push, log);
    undo.push(() => push.dispatcher.idle());
    if (mailer) undo.push(async () => mailer.close());
    await startScheduledJobs(queue, {
      db: database.db,
      pool: database.pool,
      storage: storage.active,
      log,
      mailer,
      push,
    });

    const app = await buildApp({
      config,
      database,
      queue,
      logger: log,
      sessionSecret,
      storage,
      databaseUrl: connectionString,
      webDistDir: WEB_DIST_DIR,
      push,
    });
    undo.push(() => closeApp(app));
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    const localHost = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(config.host)
      ? 'localhost'
      : config.host;
    const url = config.publicUrl ?? `http://${localHost}:${port}`;
    // The sign-in pages only say sign-in is not available; the operator reads why here.
    logUnavailableSignIns(config, log);
    if (config.demoLogin && !['127.0.0.1', '::1', 'localhost'].includes(config.host)) {
      log.warn(
        { host: config.host },
        'DEMO_LOGIN is on and the server listens beyond this machine: anyone who can reach it ' +
          'can sign in as the demo users. Set DEMO_LOGIN=false unless that is intended.',
      );
    }
    if (config.seedDemo) {
      // The demo's phones talk to this process directly, whatever address the public uses.
      const own = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
      const demo = startDemoFieldDays({
        db: database.db,
        sessionSecret,
        baseUrl: `http://${own.includes(':') ? `[${own}]` : own}:${port}`,
        log,
      });
      undo.push(() => demo.stop());
    }
    let stopping: Promise<void> | undefined;
    return { app, url, stop: () => (stopping ??= rollback()) };
  } catch (error) {
    await rollback();
    throw error;
  }
}
