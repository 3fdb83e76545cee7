import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationBatchResponseSchema, submissionResponseSchema } from '@ronda/shared';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { dataDirHolder } from '../src/db/data-dir-lock.ts';
import { postgresControl } from '../src/db/postgres-control.ts';
import { createSmallCompany, fix, postPoints, type SmallCompany } from './device-fixtures.ts';
import { postJson } from './fixtures.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';

const contact = (name: string) => ({
  type: 'contact',
  name,
  email: 'rita@shop.example',
  message: 'Call me back',
});

/**
 * The embedded PostgreSQL of a running server is stopped and started again behind its back, as
 * a database restart (or failover) would: the server must say so with 503s meanwhile, recover
 * without a restart of its own, and lose nothing it accepted.
 */
describe('issue 16 failure: the database restarts while the server runs', () => {
  let dataDir: string;
  let server: ServerProcess;
  let url: string;
  let database: DatabaseHandle;
  let co: SmallCompany;
  let clusterDir: string;
  let port: number;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-restart-'));
    // Reachable by the 'postgres' OS user, so the cluster lives in DATA_DIR/postgres.
    await fs.chmod(dataDir, 0o755);
    server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', DEMO_LOGIN: 'true' });
    url = await server.url;
    clusterDir = path.join(dataDir, 'postgres');
    port = (await dataDirHolder(dataDir))?.postgresPort ?? 0;
    const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    database = connectDatabase(
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/ronda`,
      { max: 2 },
    );
    co = await createSmallCompany(database.db, url);
  }, 120_000);
  afterAll(async () => {
    await database.close().catch(() => undefined);
    server.child.kill('SIGTERM');
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a message during the outage, recovers by itself, and keeps everything it accepted', async (context) => {
    context.onTestFailed(() => {
      process.stderr.write(`\n--- server:\n${server.output()}\n`);
    });
    const control = await postgresControl(clusterDir);
    const now = Date.now();
    const before = Array.from({ length: 5 }, (_, i) => fix(new Date(now - 60_000 + i * 1000)));
    const during = Array.from({ length: 5 }, (_, i) => fix(new Date(now - 30_000 + i * 1000)));
    expect((await postPoints(url, co.worker.token, before)).status).toBe(200);
    const stored = submissionResponseSchema.parse(
      await (await postJson(`${url}/api/submissions`, contact('Before'))).json(),
    );

    await database.close();
    await control.stop();

    const refused = await postPoints(url, co.worker.token, during);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      is_success: false,
      message:
        'The service cannot reach its database right now. Nothing was changed; try again in a moment.',
    });
    const form = await postJson(`${url}/api/submissions`, contact('During'));
    expect(form.status).toBe(503);
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.stringify(await ready.json())).toContain('the database is unreachable');

    await control.start(port);
    await expect
      .poll(async () => (await fetch(`${url}/api/ready`)).status, { timeout: 30_000 })
      .toBe(200);

    // The phone sends again what was refused; what was accepted before is not stored twice.
    const resent = locationBatchResponseSchema.parse(
      await (await postPoints(url, co.worker.token, [...before, ...during])).json(),
    );
    expect([resent.accepted, resent.duplicates]).toEqual([5, 5]);
    const after = await postJson(`${url}/api/submissions`, contact('After'));
    expect(after.status).toBe(201);

    const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    database = connectDatabase(
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/ronda`,
      { max: 2 },
    );
    const { rows: points } = await database.pool.query<{ client_id: string }>(
      'select client_id from location_points where user_id = $1 order by recorded_at',
      [co.worker.id],
    );
    expect(points.map((p) => p.client_id)).toEqual([...before, ...during].map((p) => p.id));
    const { rows: forms } = await database.pool.query<{ name: string }>(
      "select payload->>'name' as name from submissions order by created_at",
    );
    expect(forms.map((f) => f.name)).toEqual(['Before', 'After']);
    expect(stored.id).toBeTruthy();
    // The job queue came back too: the new submission's notification is handled (no webhook here).
    await expect
      .poll(
        async () =>
          (
            await database.pool.query<{ state: string }>(
              "select notify_status as state from submissions where payload->>'name' = 'After'",
            )
          ).rows[0]?.state,
        { timeout: 30_000, interval: 500 },
      )
      .toBe('skipped');
  }, 120_000);
});
