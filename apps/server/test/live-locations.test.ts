import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestLocationsResponseSchema,
  LIVE_EVENTS,
  liveLocationEventSchema,
  liveSnapshotEventSchema,
  locationBatchResponseSchema,
} from '@ronda/shared';
import {
  fix,
  postPoints,
  type SmallCompany,
  createSmallCompany,
  startDeviceTestApp,
  type DeviceTestApp,
} from './device-fixtures.ts';
import { bearer, insertCompany } from './fixtures.ts';
import { readSse } from './sse-reader.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import type { TestApp } from './test-app.ts';

const openLive = (baseUrl: string, companyId: string, token: string) =>
  fetch(`${baseUrl}/api/companies/${companyId}/live`, {
    headers: { ...bearer(token), accept: 'text/event-stream' },
  });

describe('live positions over Server-Sent Events', () => {
  let database: TestDatabase;
  let server: TestApp;
  let co: SmallCompany;

  let app: DeviceTestApp;

  beforeAll(async () => {
    app = await startDeviceTestApp();
    ({ database, server, co } = app);
  });
  afterAll(() => app.close());

  it('pushes only the moves of people the viewer may see', async () => {
    const res = await openLive(server.baseUrl, co.companyId, co.supervisor.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = readSse(res);
    expect((await stream.next()).event).toBe(LIVE_EVENTS.snapshot);
    await postPoints(server.baseUrl, co.outsider.token, [fix(new Date(), { lat: 15.3 })]);
    await postPoints(server.baseUrl, co.worker.token, [fix(new Date(), { lat: 15.4 })]);
    const event = await stream.next();
    expect(event.event).toBe(LIVE_EVENTS.location);
    // The outsider moved first but is in another department: only the worker reaches the supervisor.
    expect(liveLocationEventSchema.parse(JSON.parse(event.data)).employee.id).toBe(co.worker.id);
    await stream.close();
  });

  it('needs a session in the header and answers another company like a missing one', async () => {
    expect((await fetch(`${server.baseUrl}/api/companies/${co.companyId}/live`)).status).toBe(401);
    const other = await insertCompany(database.db);
    expect((await openLive(server.baseUrl, other.id, co.admin.token)).status).toBe(404);
  });
});

describe('live positions across two server processes on one database', () => {
  let database: TestDatabase;
  let processes: ServerProcess[] = [];
  let urls: string[] = [];
  let co: SmallCompany;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, SEED_DEMO: 'false', DEMO_LOGIN: 'true' };
    processes = [spawnServer(env), spawnServer(env)];
    urls = await Promise.all(processes.map((p) => p.url));
    co = await createSmallCompany(database.db, urls[0] ?? '');
  }, 120_000);
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    await database.drop();
  });

  it('delivers a point posted to one process to a stream held on the other within 2 s', async (context) => {
    // If this fails, what the two servers logged says why.
    context.onTestFailed(() => {
      processes.forEach((p, i) => process.stderr.write(`\n--- server ${i}:\n${p.output()}\n`));
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
});
