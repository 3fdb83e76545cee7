import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationBatchResponseSchema, type DevicePointInput } from '@ronda/shared';
import { createSmallCompany, fix, postPoints, type SmallCompany } from './device-fixtures.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const BATCHES = 60;
const POINTS_PER_BATCH = 100;
const IN_FLIGHT = 4;

/**
 * A phone keeps a batch until the server acknowledges it. The server is killed (SIGKILL: no
 * shutdown, no flush) while batches are in flight; after a restart, every acknowledged batch must
 * be stored exactly once, and sending the unacknowledged ones again must complete the day.
 */
describe('issue 16 failure: the server killed in the middle of location ingest', () => {
  let database: TestDatabase;
  let co: SmallCompany;
  let first: ServerProcess;
  let second: ServerProcess | undefined;
  const env = () => ({ DATABASE_URL: database.url, SEED_DEMO: 'false', DEMO_LOGIN: 'true' });

  beforeAll(async () => {
    database = await createTestDatabase();
    first = spawnServer(env());
    co = await createSmallCompany(database.db, await first.url);
  }, 120_000);
  afterAll(async () => {
    first.child.kill('SIGKILL');
    second?.child.kill('SIGTERM');
    await Promise.all([first.exited, second?.exited]);
    await database.drop();
  });

  const storedIds = async () => {
    const { rows } = await database.pool.query<{ client_id: string; n: number }>(
      `select client_id, count(*)::int as n from location_points where user_id = $1
       group by client_id`,
      [co.worker.id],
    );
    return rows;
  };

  it('stores every acknowledged batch exactly once, and re-sending the rest completes the data', async () => {
    const start = Date.now() - 3 * 3600 * 1000;
    const batches: DevicePointInput[][] = Array.from({ length: BATCHES }, (_, b) =>
      Array.from({ length: POINTS_PER_BATCH }, (_, i) =>
        fix(new Date(start + (b * POINTS_PER_BATCH + i) * 1000), {
          id: `crash-${b}-${i}`,
          lat: 15.4989 + (b * POINTS_PER_BATCH + i) * 0.00001,
        }),
      ),
    );
    const url = await first.url;
    const acknowledged = new Set<number>();
    let next = 0;
    const send = async (): Promise<void> => {
      while (next < BATCHES) {
        const b = next++;
        // Kill once a few batches are in: the next ones are mid-flight when it dies.
        if (acknowledged.size === 8 && first.child.exitCode === null) first.child.kill('SIGKILL');
        try {
          const res = await postPoints(url, co.worker.token, batches[b] ?? []);
          if (res.status === 200) acknowledged.add(b);
        } catch {
          // No answer: the phone keeps the batch.
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, send));
    await first.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(8);
    expect(acknowledged.size).toBeLessThan(BATCHES);

    const afterCrash = await storedIds();
    expect(afterCrash.filter((r) => r.n !== 1)).toEqual([]);
    const stored = new Set(afterCrash.map((r) => r.client_id));
    for (const b of acknowledged)
      for (const p of batches[b] ?? []) expect(stored.has(p.id), p.id).toBe(true);

    second = spawnServer(env());
    const again = await second.url;
    for (let b = 0; b < BATCHES; b += 1) {
      if (acknowledged.has(b)) continue;
      const res = await postPoints(again, co.worker.token, batches[b] ?? []);
      expect(res.status).toBe(200);
      const body = locationBatchResponseSchema.parse(await res.json());
      // A batch the dying server stored but never answered counts as duplicates now.
      expect(body.accepted + body.duplicates).toBe(POINTS_PER_BATCH);
    }
    const complete = await storedIds();
    expect(complete).toHaveLength(BATCHES * POINTS_PER_BATCH);
    expect(complete.every((r) => r.n === 1)).toBe(true);
  }, 120_000);
});
