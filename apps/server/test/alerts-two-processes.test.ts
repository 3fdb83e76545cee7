import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_RULES, DEVICE_PUNCH_IN_PATH } from '@ronda/shared';
import { EVALUATE_ALERTS_QUEUE } from '../src/jobs/evaluate-alerts.ts';
import {
  createSmallCompany,
  fix,
  postAction,
  postPoints,
  type SmallCompany,
} from './device-fixtures.ts';
import { bearer } from './fixtures.ts';
import { spawnServerPair, type ServerPair } from './server-process.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Issue 30: a silence rule of 1 minute opens its alert within two minutes, and only once, with
 * two server processes running the evaluate-alerts job on one database.
 */
describe('issue 30: alerts with two server processes', () => {
  let database: TestDatabase;
  let pair: ServerPair;
  let co: SmallCompany;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      DEMO_LOGIN: 'true',
      LOG_FORMAT: 'json',
    };
    pair = await spawnServerPair(env);
    co = await createSmallCompany(database.db, pair.urls[0] ?? '');
  }, 120_000);
  afterAll(async () => {
    await pair.stop();
    await database.drop();
  });

  it('a 1-minute silence opens one alert within two minutes, not one per process', async (context) => {
    context.onTestFailed(() => {
      pair.printOutput();
    });
    const url = pair.urls[1];
    if (!url) throw new Error('no server');
    const rules = { ...DEFAULT_ALERT_RULES, silent: { on: true, minutes: 1 } };
    const put = await fetch(`${url}/api/company/alert-rules`, {
      method: 'PUT',
      headers: { ...bearer(co.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify(rules),
    });
    expect(put.status).toBe(200);
    const punch = await postAction(url, DEVICE_PUNCH_IN_PATH, co.worker.token, {
      id: 'two-in',
      timestamp: new Date(Date.now() - 10 * 60_000).toISOString(),
      location: { lat: 15.49, lng: 73.82, address: 'Panaji' },
    });
    expect(punch.status).toBe(200);
    // The phone's last word: the silence starts now.
    const spoke = Date.now();
    expect((await postPoints(url, co.worker.token, [fix(new Date(spoke))])).status).toBe(200);
    const silent = async () =>
      (
        await database.pool.query<{ n: number }>(
          `select count(*)::int as n from alerts where kind = 'silent' and user_id = $1`,
          [co.worker.id],
        )
      ).rows[0]?.n ?? 0;
    await expect.poll(silent, { timeout: 150_000, interval: 1000 }).toBe(1);
    // A minute of silence, then at most a minute to the next sweep (and the queue's pick-up).
    const { rows } = await database.pool.query<{ opened: Date }>(
      `select opened_at as opened from alerts where kind = 'silent' and user_id = $1`,
      [co.worker.id],
    );
    expect((rows[0]?.opened.getTime() ?? Infinity) - spoke).toBeLessThan(125_000);
    // Both processes keep sweeping: two more runs find it open and open nothing more.
    const runs = async () =>
      (
        await database.pool.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
          [EVALUATE_ALERTS_QUEUE],
        )
      ).rows[0]?.n ?? 0;
    const before = await runs();
    await expect
      .poll(runs, { timeout: 150_000, interval: 1000 })
      .toBeGreaterThanOrEqual(before + 1);
    expect(await silent()).toBe(1);
  }, 330_000);
});
