import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestLocationsResponseSchema,
  LIVE_EVENTS,
  liveLocationEventSchema,
  liveSnapshotEventSchema,
  locationBatchResponseSchema,
  meResponseSchema,
} from '@ronda/shared';
import { sessions } from '../src/db/schema/index.ts';
import { CLEAN_UP_SESSIONS_QUEUE } from '../src/jobs/clean-up-sessions.ts';
import {
  createSmallCompany,
  fix,
  postPoints,
  signIn,
  type SmallCompany,
} from './device-fixtures.ts';
import { bearer, insertUser } from './fixtures.ts';
import { readSse } from './sse-reader.ts';
import { spawnServerPair, type ServerPair } from './server-process.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const openLive = (baseUrl: string, companyId: string, token: string) =>
  fetch(`${baseUrl}/api/companies/${companyId}/live`, {
    headers: { ...bearer(token), accept: 'text/event-stream' },
  });

describe('issue 16 two server processes on one database', () => {
  let database: TestDatabase;
  let pair: ServerPair;
  let urls: string[] = [];
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
    urls = pair.urls;
    co = await createSmallCompany(database.db, urls[0] ?? '');
  }, 120_000);
  afterAll(async () => {
    await pair.stop();
    await database.drop();
  });

  it('delivers a point posted to one process to a stream held on the other within 2 s', async (context) => {
    // If this fails, what the two servers logged says why.
    context.onTestFailed(() => {
      pair.printOutput();
    });
    const [a, b] = urls as [string, string];
    const opened = await openLive(b, co.companyId, co.admin.token);
    expect(opened.status).toBe(200);
    const stream = readSse(opened);
    const snapshot = liveSnapshotEventSchema.parse(JSON.parse((await stream.next()).data));
    expect(snapshot.locations).toEqual([]);

    const posted = Date.now();
    const res = await postPoints(a, co.worker.token, [fix(new Date(), { lat: 15.51, lng: 73.82 })]);
    expect(locationBatchResponseSchema.parse(await res.json()).accepted).toBe(1);
    const event = await stream.next(2000);
    const elapsed = Date.now() - posted;
    expect(event.event).toBe(LIVE_EVENTS.location);
    const location = liveLocationEventSchema.parse(JSON.parse(event.data));
    expect(location.employee.id).toBe(co.worker.id);
    expect(location.location?.coords).toMatchObject({ latitude: 15.51, longitude: 73.82 });
    expect(elapsed).toBeLessThan(2000);
    await stream.close();

    // Either process's latest-locations list shows it at once, cached or not.
    for (const url of [a, b]) {
      const res = await fetch(
        `${url}/api/companies/${co.companyId}/latest-locations?excludeNoLocation=true`,
        { headers: bearer(co.admin.token) },
      );
      const body = latestLocationsResponseSchema.parse(await res.json());
      expect(body.data.locations.map((l) => l.location?.coords.latitude)).toEqual([15.51]);
    }
    const later = await postPoints(a, co.worker.token, [fix(new Date(), { lat: 15.52 })]);
    expect(later.status).toBe(200);
    const onB = await fetch(
      `${b}/api/companies/${co.companyId}/latest-locations?excludeNoLocation=true`,
      { headers: bearer(co.admin.token) },
    );
    const listB = latestLocationsResponseSchema.parse(await onB.json());
    expect(listB.data.locations.map((l) => l.location?.coords.latitude)).toEqual([15.52]);

    // A client that reconnects (to either process) starts from a snapshot holding the move.
    const again = readSse(await openLive(a, co.companyId, co.admin.token));
    const fresh = liveSnapshotEventSchema.parse(JSON.parse((await again.next()).data));
    expect(fresh.locations.map((l) => l.location?.coords.latitude)).toEqual([15.52]);
    await again.close();
  });

  it('answers on either process, and a session made on one works on the other until signed out there', async () => {
    const [a, b] = urls as [string, string];
    for (const url of [a, b]) expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    const person = await insertUser(database.db, { companyId: co.companyId });
    const { token } = await signIn(a, person.email);
    const me = await fetch(`${b}/api/auth/me`, { headers: bearer(token) });
    expect(meResponseSchema.parse(await me.json()).user.id).toBe(person.id);
    const out = await fetch(`${b}/api/auth/logout`, { method: 'POST', headers: bearer(token) });
    expect(out.status).toBe(200);
    expect((await fetch(`${a}/api/auth/me`, { headers: bearer(token) })).status).toBe(401);
  });

  it('runs a scheduled job once per slot, on one process only', async (context) => {
    context.onTestFailed(() => {
      pair.printOutput();
    });
    const longAgo = new Date(Date.now() - 60 * 24 * 3600 * 1000);
    const person = await insertUser(database.db, { companyId: co.companyId });
    await database.db.insert(sessions).values(
      [1, 2, 3].map((n) => ({
        companyId: co.companyId,
        userId: person.id,
        tokenHash: `ended-${n}-${crypto.randomUUID()}`,
        method: 'demo',
        expiresAt: longAgo,
      })),
    );
    // Every minute instead of nightly: both processes' schedulers see the change.
    await database.pool.query("update pgboss.schedule set cron = '* * * * *' where name = $1", [
      CLEAN_UP_SESSIONS_QUEUE,
    ]);
    const completed = async () => {
      const { rows } = await database.pool.query<{ n: number }>(
        "select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'",
        [CLEAN_UP_SESSIONS_QUEUE],
      );
      return rows[0]?.n ?? 0;
    };
    await expect.poll(completed, { timeout: 80_000, interval: 1000 }).toBeGreaterThan(0);
    // Both schedulers keep looking: give the second a chance to send a duplicate.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const { rows: slots } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1
       group by date_trunc('minute', created_on)`,
      [CLEAN_UP_SESSIONS_QUEUE],
    );
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.n).toBe(1);
    const { rows: left } = await database.pool.query(
      "select 1 from sessions where token_hash like 'ended-%'",
    );
    expect(left).toEqual([]);
    // The run that removed them logged it, in exactly one of the two processes.
    const ran = pair.processes.filter((p) =>
      p.output().includes(`"job":"${CLEAN_UP_SESSIONS_QUEUE}"`),
    );
    expect(ran).toHaveLength(1);
  }, 100_000);
});
