import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresInstallDir, postgresOsUser, type OsUser } from './postgres-install.ts';

const run = promisify(execFile);

export interface PostgresControl {
  logFile: string;
  initialise: (superuser: string, password: string) => Promise<void>;
  start: (port: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Runs a cluster with PostgreSQL's own tools (initdb, pg_ctl). pg_ctl detaches the postmaster
 * into its own session, so the SIGINT a terminal sends to our process group on Ctrl-C does not
 * reach PostgreSQL: we stop it ourselves, last, after requests and jobs are done.
 */
export async function postgresControl(clusterDir: string): Promise<PostgresControl> {
  const user = await postgresOsUser();
  const bin = path.join(await postgresInstallDir(user), 'bin');
  const logFile = path.join(clusterDir, 'server.log');
  const tool = (name: string, args: string[]) =>
    run(path.join(bin, name), args, { ...(user ?? {}), env: { ...process.env, LC_MESSAGES: 'C' } });
  return {
    logFile,
    initialise: async (superuser, password) => {
      await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
      if (user) await fs.chown(clusterDir, user.uid, user.gid);
      await withPasswordFile(password, user, (pwfile) =>
        tool('initdb', [
          `--pgdata=${clusterDir}`,
          `--username=${superuser}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
        ]),
      );
    },
    start: async (port) => {
      await tool('pg_ctl', [
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
      await tool('pg_ctl', [
        'stop',
        '--pgdata',
        clusterDir,
        '--mode=fast',
        '--wait',
        '--timeout=60',
      ]);
      // pg_ctl returns once the pid file is gone, a moment before the process itself is.
      if (pid !== undefined) await waitForExit(pid, 10_000);
    },
  };
}

async function withPasswordFile<T>(
  password: string,
  user: OsUser | undefined,
  use: (file: string) => Promise<T>,
) {
  const file = path.join(os.tmpdir(), `ronda-pwfile-${crypto.randomBytes(6).toString('hex')}`);
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  if (user) await fs.chown(file, user.uid, user.gid);
  try {
    return await use(file);
  } finally {
    await fs.rm(file, { force: true });
  }
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
