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
});
