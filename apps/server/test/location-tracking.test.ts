import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localDateIn,
  localDayBounds,
  trackingResponseSchema,
  type TrackingResponse,
} from '@ronda/shared';
import { haversineMeters } from '@ronda/tracking';
import { workSites } from '../src/db/schema/index.ts';
import { archiveLocations } from '../src/jobs/archive-locations.ts';
import { upkeepLocationPartitions } from '../src/jobs/location-partitions.ts';
import { partitionName, utcDayStart } from '../src/repositories/location-partitions.repository.ts';
import { getJson, postPoints, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { insertCompany, insertUser } from './fixtures.ts';
import { createTask, taskPayload } from './task-fixtures.ts';
import { CUSTOMER, OFFICE, officeToCustomer, stay } from './tracking-day.ts';

const DAY_MS = 24 * 3600_000;
const ZONE = 'Asia/Kolkata';

describe('GET /api/location/tracking: a day as trips and places, live or archived', () => {
  let app: DeviceTestApp;
  // Four days back: whatever the hour, its UTC partition has ended more than 48 hours ago.
  const date = localDateIn(new Date(Date.now() - 4 * DAY_MS), ZONE);
  const { start } = localDayBounds(date, ZONE);
  const track = (token: string, userId: string, extra = '') =>
    getJson(
      app.server.baseUrl,
      `/api/location/tracking?userId=${userId}&date=${date}${extra}`,
      token,
    );
  const day = async (token: string, userId: string, extra = ''): Promise<TrackingResponse> => {
    const res = await track(token, userId, extra);
    expect(res.status).toBe(200);
    return trackingResponseSchema.parse(await res.json());
  };

  beforeAll(async () => {
    app = await startDeviceTestApp();
    const { co } = app;
    await app.database.db
      .insert(workSites)
      .values({ companyId: co.companyId, name: 'Panaji office', ...OFFICE, radiusMeters: 80 });
    await createTask(
      app.server.baseUrl,
      co.admin.token,
      taskPayload(co, {
        location: { address: 'Ribandar causeway', coordinates: CUSTOMER },
        customer: { name: 'Maria Fernandes', email: 'maria@customer.example', phone: null },
      }),
    );
    const res = await postPoints(
      app.server.baseUrl,
      co.worker.token,
      officeToCustomer(start.getTime()),
    );
    expect(res.status).toBe(200);
    // The fixes wait in the default partition until the upkeep job gives their day its own.
    await upkeepLocationPartitions(app.database.pool, new Date());
  });
  afterAll(() => app.close());

  it('CON-API-22..30 defaults: one driving trip between two named places, in the spec’s units', async () => {
    const body = await day(app.co.admin.token, app.co.worker.id);
    expect(body.archived).toBe(false);
    expect(body.timeZone).toBe(ZONE);
    expect(body.trips).toHaveLength(1);
    const [trip] = body.trips;
    const straight = haversineMeters(OFFICE, CUSTOMER) / 1000;
    expect(trip?.tripType).toBe('driving');
    expect(trip?.stats?.distance).toBeGreaterThan(straight * 0.97);
    expect(trip?.stats?.distance).toBeLessThan(straight * 1.05);
    expect(trip?.stats?.duration).toBeGreaterThan(5);
    expect(trip?.stats?.duration).toBeLessThan(8);
    expect(trip?.origin.placeAddress).toBe('Panaji office');
    expect(trip?.destination.placeAddress).toBe('Ribandar causeway');
    expect(trip?.encodedPolyline.length).toBeGreaterThan(4);
    expect(trip?.snappedPolyline).toBeNull();
    expect(body.placesVisited.map((p) => [p.placeName, p.source])).toEqual([
      ['Panaji office', 'site'],
      ['Maria Fernandes', 'customer'],
    ]);
    expect(body.placesVisited[1]?.placeAddress).toBe('Ribandar causeway');
    expect(body.placesVisited[0]?.duration).toBeGreaterThanOrEqual(14);
    expect(body.gaps).toEqual([]);
    expect(body.summary?.trips).toBe(1);
  });

  it('includeStats=false and includePlaces=false leave those parts out', async () => {
    const body = await day(
      app.co.admin.token,
      app.co.worker.id,
      '&includeStats=false&includePlaces=false',
    );
    expect(body.trips[0]?.stats).toBeNull();
    expect(body.summary).toBeNull();
    expect(body.placesVisited).toEqual([]);
  });

  it.each([
    ['&simplify=abc', 'simplify must be a number from 0 to 0.01'],
    ['&stopThreshold=0', 'stopThreshold must be a number from 1 to 120'],
    ['&timeGapThreshold=1000', 'timeGapThreshold must be a number from 1 to 240'],
    ['&snap=maybe', 'snap must be true or false'],
  ])('a parameter out of range (%s) is a 400 with a message', async (extra, message) => {
    const res = await track(app.co.admin.token, app.co.worker.id, extra);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it('a malformed date or user id is a 400', async () => {
    const bad = await getJson(
      app.server.baseUrl,
      `/api/location/tracking?userId=${app.co.worker.id}&date=2026-13-40`,
      app.co.admin.token,
    );
    expect(bad.status).toBe(400);
    const noUser = await getJson(
      app.server.baseUrl,
      `/api/location/tracking?date=${date}`,
      app.co.admin.token,
    );
    expect(noUser.status).toBe(400);
  });

  it('issue 16: a day whose stop and nearby task lie 1e-200 degrees apart answers 200, not an underflow 500', async () => {
    const { co } = app;
    const nowhere = { lat: 1e-200, lng: 1e-200 };
    await createTask(
      app.server.baseUrl,
      co.admin.token,
      taskPayload(co, {
        location: { address: 'Null Island', coordinates: { lat: 2e-200, lng: 2e-200 } },
      }),
    );
    const fixes = stay(start.getTime() + 14 * 3600_000, 15, nowhere).map((p) => ({
      ...p,
      lat: nowhere.lat,
    }));
    expect((await postPoints(app.server.baseUrl, co.supervisor.token, fixes)).status).toBe(200);
    await upkeepLocationPartitions(app.database.pool, new Date());
    const answer = await day(co.supervisor.token, co.supervisor.id);
    expect(answer.placesVisited.length).toBeGreaterThan(0);
  });

  it('role scoping: own day, the department’s people, nobody else; another company → 404', async () => {
    const { co } = app;
    expect((await track(co.worker.token, co.worker.id)).status).toBe(200);
    expect((await track(co.worker.token, co.outsider.id)).status).toBe(403);
    expect((await track(co.supervisor.token, co.worker.id)).status).toBe(200);
    expect((await track(co.supervisor.token, co.outsider.id)).status).toBe(403);
    const other = await insertCompany(app.database.db);
    const stranger = await insertUser(app.database.db, { companyId: other.id });
    expect((await track(co.admin.token, stranger.id)).status).toBe(404);
    expect((await track('', co.worker.id)).status).toBe(401);
  });

  it('an archived day answers exactly as it did live, at the defaults and at other settings', async () => {
    const { co } = app;
    const before = await day(co.admin.token, co.worker.id);
    const tighter = await day(co.admin.token, co.worker.id, '&stopThreshold=3&simplify=0.0001');
    const result = await archiveLocations(app.database.pool, new Date());
    expect(result.days).toBeGreaterThanOrEqual(1);
    expect(result.points).toBeGreaterThan(100);
    const points = await app.database.pool.query(
      'select count(*)::int as n from location_points where user_id = $1',
      [co.worker.id],
    );
    expect(points.rows[0]?.n).toBe(0);
    const dayPartition = partitionName(utcDayStart(new Date(start.getTime() + 10 * 3600_000)));
    expect(result.partitionsDropped).toContain(dayPartition);
    const after = await day(co.admin.token, co.worker.id);
    expect(after).toEqual({ ...before, archived: true });
    const tighterAfter = await day(
      co.admin.token,
      co.worker.id,
      '&stopThreshold=3&simplify=0.0001',
    );
    expect(tighterAfter).toEqual({ ...tighter, archived: true });
  });

  it('a late fix for an archived day re-opens it, shows at once, and is folded in on the next run', async () => {
    const { co } = app;
    const lateStay = stay(start.getTime() + 14 * 3600_000, 10, OFFICE);
    const res = await postPoints(app.server.baseUrl, co.worker.token, lateStay);
    expect(res.status).toBe(200);
    const reopened = await day(co.admin.token, co.worker.id);
    expect(reopened.archived).toBe(true);
    expect(reopened.placesVisited).toHaveLength(3);
    await archiveLocations(app.database.pool, new Date());
    const folded = await day(co.admin.token, co.worker.id);
    expect(folded).toEqual(reopened);
    const track = await app.database.pool.query(
      'select reopened_at, point_count from day_tracks where user_id = $1',
      [co.worker.id],
    );
    expect(track.rows[0]?.reopened_at).toBeNull();
    expect(track.rows[0]?.point_count).toBe(
      officeToCustomer(start.getTime()).length + lateStay.length,
    );
  });
});
