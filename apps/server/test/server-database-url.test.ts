import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { spawnServer } from './server-process.ts';

describe('the server process with DATABASE_URL', () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeEach(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-dburl-'));
  });
  afterEach(async () => {
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function companyCount(): Promise<number> {
    const { rows } = await database.pool.query<{ n: string }>(
      'select count(*) as n from companies',
    );
    return Number(rows[0]?.n);
  }

  it('uses that server, starts no PostgreSQL of its own and seeds the empty database', async () => {
    const server = spawnServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    try {
      expect(await (await fetch(`${await server.url}/api/health`)).json()).toEqual({
        status: 'ok',
        database: 'ok',
      });
      expect(await companyCount()).toBe(1);
      await expect(fs.access(path.join(dataDir, 'postgres'))).rejects.toThrow();
      await expect(fs.access(path.join(dataDir, 'ronda.lock'))).rejects.toThrow();
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 60_000);

  it('leaves the database empty with SEED_DEMO=false', async () => {
    const server = spawnServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });
    try {
      expect((await fetch(`${await server.url}/api/health`)).status).toBe(200);
      expect(await companyCount()).toBe(0);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 60_000);

  it('warns when the demo sign-in is on and the server listens beyond this machine, not on loopback; logs JSON or readable lines', async () => {
    const open = spawnServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DEMO_LOGIN: 'true',
      HOST: '0.0.0.0',
    });
    try {
      await open.url;
      // The process is ready, and it also answers /api/ready with its queue running.
      expect((await fetch(`${await open.url}/api/ready`)).status).toBe(200);
      expect(open.output()).toContain('anyone who can reach it can sign in as the demo users');
      // Not a terminal: JSON lines, one object each.
      expect(open.output()).toMatch(/^\{"level":40,/m);
    } finally {
      open.child.kill('SIGTERM');
      expect(await open.exited).toBe(0);
    }
    const local = spawnServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DEMO_LOGIN: 'true',
      LOG_FORMAT: 'pretty',
    });
    try {
      await local.url;
      expect(local.output()).not.toContain('sign in as the demo users');
      // Readable lines, as `npm start` shows on a terminal.
      // (written by pino-pretty's worker, so a moment after the process says it is running)
      await expect.poll(() => local.output(), { timeout: 10_000 }).toMatch(/INFO.*: /);
      expect(local.output()).not.toContain('"level":');
    } finally {
      local.child.kill('SIGTERM');
      expect(await local.exited).toBe(0);
    }
  }, 90_000);
});
