import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning, postmasterPid } from '../src/db/postgres-control.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';

async function postgresPidOf(dataDir: string): Promise<number> {
  const pid = await postmasterPid(path.join(dataDir, 'postgres'));
  if (pid === undefined) throw new Error('no postmaster.pid: PostgreSQL is not running');
  return pid;
}

async function embeddedUrl(dataDir: string): Promise<string> {
  const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const lock = JSON.parse(await fs.readFile(path.join(dataDir, 'ronda.lock'), 'utf8')) as {
    postgresPort: number;
  };
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.postgresPort}/ronda`;
}

describe('the server process on its embedded PostgreSQL (npm start without DATABASE_URL)', () => {
  let dataDir: string;
  let first: ServerProcess;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-lifecycle-'));
    await fs.chmod(dataDir, 0o755);
    first = spawnServer({ DATA_DIR: dataDir });
    await first.url;
  }, 120_000);

  afterAll(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves health on a real database, migrated and seeded with the demo company', async () => {
    const res = await fetch(`${await first.url}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    const client = new pg.Client({ connectionString: await embeddedUrl(dataDir) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from companies');
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await client.end();
    }
    const session = await fs.readFile(path.join(dataDir, 'session-secret'), 'utf8');
    expect(session.trim().length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const second = spawnServer({ DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`is already using the data directory ${dataDir}`);
    // The first server is unharmed.
    expect((await fetch(`${await first.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it('shuts down cleanly on SIGTERM, leaving no PostgreSQL behind, and a restart reuses the data', async () => {
    const pgPid = await postgresPidOf(dataDir);
    expect(await isRunning(pgPid)).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await isRunning(pgPid)).toBe(false);
    await expect(fs.access(path.join(dataDir, 'ronda.lock'))).rejects.toThrow();

    const again = spawnServer({ DATA_DIR: dataDir });
    try {
      const res = await fetch(`${await again.url}/api/health`);
      expect(res.status).toBe(200);
      expect(again.output()).not.toContain('initialising embedded PostgreSQL');
      expect(again.output()).not.toContain('seeded the demo company');
    } finally {
      const restartedPg = await postgresPidOf(dataDir);
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
      expect(await isRunning(restartedPg)).toBe(false);
    }
  }, 120_000);

  it('recovers after a crash: the PostgreSQL a killed server left running is stopped and restarted', async () => {
    const crashed = spawnServer({ DATA_DIR: dataDir });
    await crashed.url;
    const orphanPg = await postgresPidOf(dataDir);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(await isRunning(orphanPg)).toBe(true);

    const recovered = spawnServer({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${await recovered.url}/api/health`)).status).toBe(200);
      expect(recovered.output()).toContain('removing a stale data directory lock');
      expect(await isRunning(orphanPg)).toBe(false);
    } finally {
      recovered.child.kill('SIGTERM');
      expect(await recovered.exited).toBe(0);
    }
  }, 120_000);

  it('stops at start with a message naming a badly configured variable', async () => {
    const bad = spawnServer({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT: must be a port number from 0 to 65535');
  });

  it('refuses, with what to do, a data directory whose database another PostgreSQL version made', async () => {
    const older = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-pg18-'));
    // Reachable by the 'postgres' OS user, so the cluster is looked for in DATA_DIR itself.
    await fs.chmod(older, 0o755);
    let server: ServerProcess | undefined;
    try {
      await fs.mkdir(path.join(older, 'postgres'), { recursive: true });
      await fs.writeFile(path.join(older, 'postgres', 'PG_VERSION'), '18\n');
      server = spawnServer({ DATA_DIR: older });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        'was made by PostgreSQL 18, and this build runs PostgreSQL 15',
      );
    } finally {
      server?.child.kill('SIGKILL');
      await fs.rm(older, { recursive: true, force: true });
    }
  });
});
