import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoCompany } from '../src/db/seed/seed-demo-company.ts';
import {
  createDayPartition,
  existingPartitions,
  utcDayStart,
} from '../src/repositories/location-partitions.repository.ts';
import { storePointBatch, type PointRow } from '../src/repositories/location-points.repository.ts';
import { pgToolFor, serverVersion } from '../src/ops/pg-tools.ts';
import { insertCompany, insertUser } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const DAY = 24 * 3600 * 1000;

// The round trip needs a pg_dump/pg_restore at least as new as the test server (on this
// machine, Debian's PostgreSQL 15 client tools; the embedded PostgreSQL is 15 too).
const toolsMissing = await (async () => {
  const server = await serverVersion(inject('testDatabase').adminUrl);
  await pgToolFor('pg_dump', process.env, server);
  await pgToolFor('pg_restore', process.env, server);
})().then(
  () => undefined,
  (error: unknown) => String(error instanceof Error ? error.message : error),
);
if (toolsMissing) console.warn(`backup round trip skipped: ${toolsMissing}`);

/** Runs the command as `npm run backup` / `npm run restore` do, against DATABASE_URL. */
function runCommand(script: 'run-backup' | 'run-restore', args: string[], env = {}) {
  const child = spawn(process.execPath, [`src/ops/${script}.ts`, ...args], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** Every row the company owns, in every table with a company_id (partitions read through their parent). */
async function companyRows(pool: pg.Pool, companyId: string) {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
      where c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  const snapshot: Record<string, string[]> = {};
  const read = async (table: string, column: string) =>
    (
      await pool.query<{ row: string }>(
        `select to_jsonb(t)::text as row from "${table}" t where ${column} = $1 order by 1`,
        [companyId],
      )
    ).rows.map((r) => r.row);
  snapshot.companies = await read('companies', 'id');
  for (const { name } of tables) snapshot[name] = await read(name, 'company_id');
  return snapshot;
}

function fixes(count: number, from: Date): PointRow[] {
  return Array.from({ length: count }, (_, i) => ({
    clientId: `fix-${from.getTime()}-${i}`,
    recordedAt: new Date(from.getTime() + i * 60_000),
    lat: 15.49 + i / 10_000,
    lng: 73.82,
    accuracy: 6,
    speed: 1.5,
    heading: 90,
    altitude: null,
    battery: 70 - i,
    charging: false,
    activity: 'walking',
    isMock: false,
  }));
}

describe('npm run backup and npm run restore (issue 16)', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-backup-'));
  });
  afterAll(async () => {
    await database?.drop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it.skipIf(toolsMissing)(
    "brings a company's people, tasks and location points back exactly after changes",
    async () => {
      const { companyId } = await seedDemoCompany(database.db);
      const walker = await insertUser(database.db, { companyId, firstName: 'Pinto' });
      const owner = { companyId, userId: walker.id };
      // Yesterday in a day partition of its own, today in the default partition.
      const yesterday = utcDayStart(new Date(Date.now() - DAY));
      await createDayPartition(database.pool, yesterday);
      await storePointBatch(database.db, owner, fixes(20, new Date(yesterday.getTime() + 3600e3)));
      await storePointBatch(database.db, owner, fixes(5, new Date(Date.now() - 600_000)));
      const before = await companyRows(database.pool, companyId);
      const partitionsBefore = await existingPartitions(database.pool);
      expect(before.users?.length).toBeGreaterThan(10);
      expect(before.complaints?.length).toBeGreaterThan(50);
      expect(before.location_points).toHaveLength(25);
      expect(before.latest_locations).toHaveLength(1);

      const file = path.join(dir, 'nested', 'ronda.dump');
      const backup = await runCommand('run-backup', [file], { DATABASE_URL: database.url });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`to ${file}`);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

      // Changes of every kind after the backup: edits, a deleted person (and with them their
      // fixes), a new day partition, a new company.
      await database.pool.query('update companies set name = $2 where id = $1', [companyId, 'X']);
      await database.pool.query(
        `update complaints set description = 'changed' where company_id = $1`,
        [companyId],
      );
      await database.pool.query('delete from users where id = $1', [walker.id]);
      await createDayPartition(database.pool, utcDayStart(new Date(Date.now() - 3 * DAY)));
      const stranger = await insertCompany(database.db);
      expect(await companyRows(database.pool, companyId)).not.toEqual(before);

      const restore = await runCommand('run-restore', [file], { DATABASE_URL: database.url });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/Restored .+: \d+ tables of data/);

      expect(await companyRows(database.pool, companyId)).toEqual(before);
      expect(await existingPartitions(database.pool)).toEqual(partitionsBefore);
      expect((await companyRows(database.pool, stranger.id)).companies).toEqual([]);

      // A backup cut short fails part way through its data: nothing of it is kept, not even
      // the dropped schemas.
      const cut = path.join(dir, 'cut.dump');
      const whole = await fs.readFile(file);
      await fs.writeFile(cut, whole.subarray(0, whole.length - 64));
      await database.pool.query('update companies set name = $2 where id = $1', [companyId, 'Y']);
      const failed = await runCommand('run-restore', [cut], { DATABASE_URL: database.url });
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('pg_restore failed');
      const after = await companyRows(database.pool, companyId);
      expect(after.companies?.[0]).toContain('"name": "Y"');
      expect({ ...after, companies: before.companies }).toEqual(before);
    },
    60_000,
  );

  it('refuses a missing file or one that is not a backup, with a sentence saying so', async () => {
    const env = { DATABASE_URL: database.url };
    const missing = await runCommand('run-restore', [path.join(dir, 'nowhere.dump')], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(`${path.join(dir, 'nowhere.dump')} does not exist.`);

    const text = path.join(dir, 'dump.sql');
    await fs.writeFile(text, 'select 1;\n');
    const notCustom = await runCommand('run-restore', [text], env);
    expect(notCustom.code).toBe(1);
    expect(notCustom.stderr).toContain("is not a backup in pg_dump's custom format");

    const noFile = await runCommand('run-restore', [], env);
    expect(noFile.code).toBe(1);
    expect(noFile.stderr).toContain('Give exactly one FILE');
  }, 30_000);

  it('says what to install when pg_dump is missing or older than the server', async () => {
    const server = await serverVersion(database.url);
    const old = path.join(dir, 'old-pg_dump');
    await fs.writeFile(old, '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
    const file = path.join(dir, 'never.dump');

    const tooOld = await runCommand('run-backup', [file], {
      DATABASE_URL: database.url,
      PG_DUMP: old,
    });
    expect(tooOld.code).toBe(1);
    expect(tooOld.stderr).toContain(`pg_dump 9.6.24 (${old}) is older than the PostgreSQL`);
    expect(tooOld.stderr).toContain(`postgresql-client-${server.major}`);

    const absent = path.join(dir, 'no-such-pg_dump');
    const missing = await runCommand('run-backup', [file], {
      DATABASE_URL: database.url,
      PG_DUMP: absent,
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`pg_dump was not found (${absent})`);
    await expect(fs.access(file)).rejects.toThrow();
  }, 30_000);
});
