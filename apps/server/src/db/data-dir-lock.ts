import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { isRunning, postmasterPid } from './postgres-control.ts';

export interface DataDirLock {
  recordPostgres: (port: number) => Promise<void>;
  release: () => Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Ronda server (process ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop that server first, or start this one with a different DATA_DIR or with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = 'ronda.lock';

/**
 * Two servers on one embedded cluster would corrupt each other's view of it, and the package
 * itself takes no lock, so we hold a PID file. A lock whose process is gone is stale: the
 * PostgreSQL it may have left running is stopped before we take over.
 */
export async function acquireDataDirLock(
  dataDir: string,
  log: Logger,
  clusterDir = path.join(dataDir, 'postgres'),
): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await fs.open(file, 'wx', 0o600);
      await handle.writeFile(
        JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }),
      );
      await handle.close();
      return ownLock(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    if (holder && holder.pid !== process.pid && (await isRondaProcess(holder.pid))) {
      throw new DataDirInUseError(dataDir, holder.pid);
    }
    log.warn({ stalePid: holder?.pid }, 'removing a stale data directory lock');
    await stopOrphanedPostgres(clusterDir, log);
    await fs.rm(file, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function ownLock(file: string): DataDirLock {
  return {
    recordPostgres: (port) =>
      fs.writeFile(
        file,
        JSON.stringify({
          pid: process.pid,
          postgresPort: port,
          startedAt: new Date().toISOString(),
        }),
      ),
    release: async () => {
      const holder = await readHolder(file);
      if (holder?.pid === process.pid) await fs.rm(file, { force: true });
    },
  };
}

export interface DataDirHolder {
  pid: number;
  /** Recorded once the holder's embedded PostgreSQL listens; absent while it starts. */
  postgresPort?: number;
}

/**
 * The live server (or tool) holding the data directory's lock, if any. Tools such as
 * `npm run backup` use it to talk to that server's running cluster instead of starting one.
 */
export async function dataDirHolder(dataDir: string): Promise<DataDirHolder | undefined> {
  const holder = await readHolder(path.join(dataDir, LOCK_FILE));
  return holder && (await isRondaProcess(holder.pid)) ? holder : undefined;
}

async function readHolder(file: string): Promise<DataDirHolder | undefined> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && Number.isInteger(parsed.pid)) {
      const port = 'postgresPort' in parsed ? parsed.postgresPort : undefined;
      return {
        pid: parsed.pid as number,
        ...(Number.isInteger(port) ? { postgresPort: port as number } : {}),
      };
    }
  } catch {
    // An unreadable or half-written lock is treated as stale.
  }
  return undefined;
}

/** A PID can be reused after a crash; only a live Node process counts as the holder. */
async function isRondaProcess(pid: number): Promise<boolean> {
  if (!(await isRunning(pid))) return false;
  try {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(cmdline);
  } catch {
    return true; // no /proc (not Linux): trust the live PID
  }
}

async function stopOrphanedPostgres(clusterDir: string, log: Logger): Promise<void> {
  const pid = await postmasterPid(clusterDir);
  if (pid === undefined || !(await isRunning(pid))) return;
  log.warn({ pid }, 'stopping a PostgreSQL left running by a server that did not shut down');
  // SIGINT is PostgreSQL's "fast" shutdown: it ends sessions and writes a clean checkpoint.
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 20_000;
  while ((await isRunning(pid)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  if (await isRunning(pid))
    throw new Error(`PostgreSQL (process ${pid}) in ${clusterDir} did not stop`);
}
