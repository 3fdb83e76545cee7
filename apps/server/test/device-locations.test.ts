import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  DEVICE_TIME_MESSAGES,
  latestLocationsResponseSchema,
  locationBatchResponseSchema,
  MAX_POINTS_PER_BATCH,
} from '@ronda/shared';
import { latestLocations, locationPoints } from '../src/db/schema/index.ts';
import { upkeepLocationPartitions } from '../src/jobs/location-partitions.ts';
import {
  fix,
  getJson,
  postPoints,
  type SmallCompany,
  startDeviceTestApp,
  type DeviceTestApp,
} from './device-fixtures.ts';
import { bearer } from './fixtures.ts';
import type { TestDatabase } from './test-database.ts';
import type { TestApp } from './test-app.ts';

const MINUTE = 60_000;

describe('POST /api/device/locations: batched, idempotent location upload', () => {
  let database: TestDatabase;
  let server: TestApp;
  let co: SmallCompany;

  let app: DeviceTestApp;

  beforeAll(async () => {
    app = await startDeviceTestApp();
    ({ database, server, co } = app);
    await upkeepLocationPartitions(database.pool, new Date());
  });
  afterAll(() => app.close());

  const post = async (token: string, points: unknown[]) => {
    const res = await postPoints(server.baseUrl, token, points);
    expect(res.status).toBe(200);
    return locationBatchResponseSchema.parse(await res.json());
  };
  const storedOf = (userId: string) =>
    database.db
      .select()
      .from(locationPoints)
      .where(and(eq(locationPoints.companyId, co.companyId), eq(locationPoints.userId, userId)))
      .orderBy(asc(locationPoints.recordedAt));
  const latestOf = async (userId: string) =>
    (await database.db.select().from(latestLocations).where(eq(latestLocations.userId, userId)))[0];

  it('stores a batch once however often it is re-sent', async () => {
    const start = Date.now() - 30 * MINUTE;
    const batch = Array.from({ length: 50 }, (_, i) => fix(new Date(start + i * 10_000)));
    expect(await post(co.admin.token, batch)).toEqual({
      is_success: true,
      accepted: 50,
      duplicates: 0,
      rejected: [],
    });
    const again = await post(co.admin.token, batch);
    expect(again).toMatchObject({ accepted: 0, duplicates: 50 });
    // Half old, half new: only the new half is stored.
    const overlap = [...batch.slice(25), fix(new Date(start + 60 * 10_000))];
    expect(await post(co.admin.token, overlap)).toMatchObject({ accepted: 1, duplicates: 25 });
    expect(await storedOf(co.admin.id)).toHaveLength(51);
  });

  it('keeps late and out-of-order points in fix-time order and never moves the latest location back', async () => {
    const base = Date.now() - 3 * 24 * 60 * MINUTE;
    const morning = [3, 1, 2].map((m) => fix(new Date(base + m * MINUTE), { lat: 15.4 + m / 100 }));
    const evening = fix(new Date(Date.now() - MINUTE), { lat: 15.55, battery: 41 });
    await post(co.worker.token, [evening]);
    expect((await latestOf(co.worker.id))?.lat).toBe(15.55);
    // Three-day-old points arrive after today's: stored, but the latest location stays today's.
    expect(await post(co.worker.token, morning)).toMatchObject({ accepted: 3 });
    const latest = await latestOf(co.worker.id);
    expect(latest?.lat).toBe(15.55);
    expect(latest?.battery).toBe(41);
    const stored = await storedOf(co.worker.id);
    expect(stored.map((p) => p.lat)).toEqual([15.41, 15.42, 15.43, 15.55]);
  });

  it('rejects each bad point with its index and reason and stores the rest', async () => {
    const now = Date.now();
    const good = fix(new Date(now - 2 * MINUTE));
    const points: unknown[] = [
      good,
      fix(new Date(now - MINUTE), { lat: 91 }),
      fix(new Date(now - MINUTE), { lng: -180.5 }),
      fix(new Date(now + 6 * MINUTE)),
      fix(new Date(now - 400 * 24 * 60 * MINUTE)),
      { ...fix(new Date(now)), timestamp: '2026-11-24T10:00:00' },
      { ...fix(new Date(now)), id: undefined },
      fix(new Date(now - MINUTE), { id: 'has spaces' }),
      fix(new Date(now - MINUTE), { accuracy: -3 }),
      fix(new Date(now - MINUTE), { battery: 120 }),
      'not a point',
      { ...fix(new Date(now - MINUTE)), lat: '15.5' },
      fix(new Date(now + 4 * MINUTE), { lat: 15.6 }),
    ];
    const answer = await post(co.supervisor.token, points);
    expect(answer.accepted).toBe(2);
    expect(answer.rejected).toEqual([
      { index: 1, message: 'lat must be between -90 and 90' },
      { index: 2, message: 'lng must be between -180 and 180' },
      { index: 3, message: DEVICE_TIME_MESSAGES.future },
      { index: 4, message: DEVICE_TIME_MESSAGES.tooOld },
      { index: 5, message: 'timestamp must be ISO 8601 with a time zone offset' },
      { index: 6, message: 'id is required' },
      { index: 7, message: 'id may only hold letters, digits and . _ : -' },
      { index: 8, message: 'accuracy must be between 0 and 100000' },
      { index: 9, message: 'battery must be between 0 and 100' },
      { index: 10, message: 'each point must be an object' },
      { index: 11, message: 'lat must be a number' },
    ]);
    // A fix 4 minutes ahead is within the 5-minute allowance for phone clocks.
    expect((await latestOf(co.supervisor.id))?.lat).toBe(15.6);
  });

  it('issue 16: stores a reading too small for its real column as 0, and rejects only the point whose activity holds a NUL', async () => {
    const now = Date.now();
    const tiny = fix(new Date(now - 3 * MINUTE), {
      accuracy: 1e-106,
      speed: 5e-324,
      altitude: 1e-50,
    });
    const nul = fix(new Date(now - 2 * MINUTE), { activity: 'walking\u0000' });
    const answer = await post(co.worker.token, [tiny, nul]);
    expect(answer).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(answer.rejected).toEqual([
      { index: 1, message: 'activity must not contain the NUL character' },
    ]);
    const stored = (await storedOf(co.worker.id)).find((p) => p.clientId === tiny.id);
    expect(stored).toMatchObject({ accuracy: 0, speed: 0, altitude: 0 });
  });

  it.each([
    ['a body that is not JSON', 'points: [', 'application/json'],
    ['no points field', JSON.stringify({ pts: [] }), 'application/json'],
    ['points that are not a list', JSON.stringify({ points: {} }), 'application/json'],
    ['an empty list', JSON.stringify({ points: [] }), 'application/json'],
    ['a list as the body', JSON.stringify([fix(new Date())]), 'application/json'],
  ])('answers 400 with the error shape for %s', async (_name, body, type) => {
    const res = await fetch(`${server.baseUrl}/api/device/locations`, {
      method: 'POST',
      headers: { 'content-type': type, ...bearer(co.worker.token) },
      body,
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { is_success: boolean; message: string };
    expect(json.is_success).toBe(false);
    expect(json.message.length).toBeGreaterThan(0);
  });

  it(`takes up to ${MAX_POINTS_PER_BATCH} points a request and refuses more`, async () => {
    const start = Date.now() - 10 * 60 * MINUTE;
    const points = Array.from({ length: MAX_POINTS_PER_BATCH + 1 }, (_, i) =>
      fix(new Date(start + i * 5000)),
    );
    const tooMany = await postPoints(server.baseUrl, co.outsider.token, points);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ message: expect.stringContaining('1000') });
    expect(await post(co.outsider.token, points.slice(1))).toMatchObject({ accepted: 1000 });
  });

  it('stores points only for the signed-in person, whatever the body says', async () => {
    const before = await latestOf(co.outsider.id);
    const res = await postPoints(server.baseUrl, co.worker.token, [
      { ...fix(new Date()), userId: co.outsider.id, companyId: co.companyId },
    ]);
    expect(res.status).toBe(200);
    expect(await latestOf(co.outsider.id)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await postPoints(server.baseUrl, 'not-a-token', [fix(new Date())]);
    expect(res.status).toBe(401);
  });

  it('lands a point for a day with no partition yet, and the upkeep job moves it into one', async () => {
    const day = 24 * 60 * MINUTE;
    const longAgo = new Date(Date.now() - 20 * day);
    const point = fix(longAgo);
    // Older than the job's 35 days: a phone with a wrong clock gets no table of its own.
    const ancient = fix(new Date(Date.now() - 60 * day));
    expect(await post(co.admin.token, [point, ancient])).toMatchObject({ accepted: 2 });
    const inDefault = await database.pool.query(
      'select count(*)::int as n from location_points_default where client_id = any($1)',
      [[point.id, ancient.id]],
    );
    expect(inDefault.rows[0]).toEqual({ n: 2 });
    // The three-day-old points of an earlier test wait there too.
    const waiting = await database.pool.query(
      'select count(*)::int as n from location_points_default',
    );
    const upkeep = await upkeepLocationPartitions(database.pool, new Date());
    expect(upkeep.pointsMoved).toBe((waiting.rows[0] as { n: number }).n - 1);
    expect(upkeep.created).toContain(
      `location_points_p${longAgo.toISOString().slice(0, 10).replaceAll('-', '')}`,
    );
    const stillDefault = await database.pool.query('select client_id from location_points_default');
    expect(stillDefault.rows).toEqual([{ client_id: ancient.id }]);
    // The moved point is still recognised when the phone sends it again.
    expect(await post(co.admin.token, [point, ancient])).toMatchObject({
      accepted: 0,
      duplicates: 2,
    });
  });

  it('shows the latest location to the console with the battery as a fraction (CON-API-40)', async () => {
    const res = await getJson(
      server.baseUrl,
      `/api/companies/${co.companyId}/latest-locations?excludeNoLocation=true`,
      co.admin.token,
    );
    const body = latestLocationsResponseSchema.parse(await res.json());
    const stored = await latestOf(co.outsider.id);
    const outsider = body.data.locations.find((l) => l.employee.id === co.outsider.id);
    expect(stored?.battery).toBe(80);
    expect(outsider?.location?.batteryLevel).toBe(0.8);
    expect(outsider?.location?.coords).toMatchObject({
      latitude: stored?.lat,
      longitude: stored?.lng,
    });
    expect(outsider?.lastUpdated).toBe(stored?.recordedAt.toISOString());
    expect(outsider?.employee.firstName).toBe('Olga');
  });
});
