import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_WORK_LOGS_PATH,
  localDateIn,
  localDayBounds,
  trackingResponseSchema,
  type TrackingResponse,
} from '@ronda/shared';
import { decodePolyline } from '@ronda/tracking';
import { createGeocoder } from '../src/adapters/geocoder.ts';
import {
  NAME_PLACES_QUEUE,
  NAME_PLACES_QUEUE_OPTIONS,
  namePlace,
  type NamePlaceJob,
} from '../src/jobs/name-places.ts';
import { createSmallCompany, getJson, postPoints, type SmallCompany } from './device-fixtures.ts';
import { bearer, postJson } from './fixtures.ts';
import { startNominatimStandIn, type NominatimStandIn } from './stand-ins/nominatim.ts';
import { OSRM_ROAD_SPACING_DEG, startOsrmStandIn, type OsrmStandIn } from './stand-ins/osrm.ts';
import { startTestAppWithQueue, type QueuedTestApp } from './test-app.ts';
import { drive, stay, type Spot } from './tracking-day.ts';

const DAY_MS = 24 * 3600_000;
const ZONE = 'Asia/Kolkata';
const MAPUSA: Spot = { lat: 15.5937, lng: 73.8142 };
const NORTH: Spot = { lat: 15.6207, lng: 73.8142 };

describe('tracking: place names through the naming job, paths snapped through the routing service', () => {
  let osrm: OsrmStandIn;
  let nominatim: NominatimStandIn;
  let app: QueuedTestApp;
  let co: SmallCompany;
  const date = (daysAgo: number) => localDateIn(new Date(Date.now() - daysAgo * DAY_MS), ZONE);
  const day = async (daysAgo: number): Promise<TrackingResponse> => {
    const res = await getJson(
      app.baseUrl,
      `/api/location/tracking?userId=${co.worker.id}&date=${date(daysAgo)}`,
      co.admin.token,
    );
    expect(res.status).toBe(200);
    return trackingResponseSchema.parse(await res.json());
  };
  // A different destination each day: a path already snapped is served from the cache.
  const postDay = async (daysAgo: number) => {
    const t0 = localDayBounds(date(daysAgo), ZONE).start.getTime() + 9 * 3600_000;
    const to = { lat: NORTH.lat, lng: NORTH.lng + daysAgo * 0.002 };
    const points = [
      ...stay(t0, 10, MAPUSA),
      ...drive(t0 + 10 * 60_000, 5, MAPUSA, to).slice(1),
      ...stay(t0 + 15 * 60_000 + 30_000, 10, to),
    ];
    expect((await postPoints(app.baseUrl, co.worker.token, points)).status).toBe(200);
  };

  beforeAll(async () => {
    [osrm, nominatim] = await Promise.all([startOsrmStandIn(), startNominatimStandIn()]);
    app = await startTestAppWithQueue({ DEMO_LOGIN: 'true', ROUTING_URL: osrm.url });
    await app.queue.createQueue(NAME_PLACES_QUEUE, NAME_PLACES_QUEUE_OPTIONS);
    co = await createSmallCompany(app.database.db, app.baseUrl);
    await postDay(1);
    await postDay(2);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([osrm.close(), nominatim.close()]);
  });

  it('an unknown place is queued for naming once, and shows the geocoder’s name after the job ran', async () => {
    const first = await day(1);
    expect(first.placesVisited.map((p) => p.placeName)).toEqual([null, null]);
    // Viewed again before the job ran: the cells are not queued a second time.
    await day(1);
    expect(nominatim.requests).toHaveLength(0);
    const jobs = await app.queue.fetch<NamePlaceJob>(NAME_PLACES_QUEUE, { batchSize: 10 });
    expect(jobs).toHaveLength(2);
    const geocoder = createGeocoder({
      baseUrl: nominatim.url,
      userAgent: 'ronda-test',
      minIntervalMs: 0,
    });
    for (const job of jobs) await namePlace({ db: app.database.db, geocoder }, job.data);
    const named = await day(1);
    expect(named.placesVisited.map((p) => [p.placeName, p.source])).toEqual([
      ['Mapusa', 'geocoder'],
      ['Mapusa', 'geocoder'],
    ]);
    expect(named.placesVisited[0]?.placeAddress).toContain('Mapusa, Goa');
    expect(named.trips[0]?.origin.placeAddress).toContain('Mapusa');
    expect(nominatim.requests).toHaveLength(2);
  });

  it('a stop where the person logged work is named after the work log’s address', async () => {
    const t0 = localDayBounds(date(3), ZONE).start.getTime() + 9 * 3600_000;
    const site = { lat: 15.5509, lng: 73.7662 };
    await postPoints(app.baseUrl, co.worker.token, stay(t0, 20, site));
    const res = await postJson(
      `${app.baseUrl}${DEVICE_WORK_LOGS_PATH}`,
      {
        id: 'wl-tracking-1',
        timestamp: new Date(t0 + 10 * 60_000).toISOString(),
        description: 'Serviced the water pump',
        location: {
          lat: site.lat,
          lng: site.lng + 0.0003,
          address: 'H.No. 4, Saligao Church Road, Saligao',
        },
      },
      bearer(co.worker.token),
    );
    expect(res.status).toBeLessThan(300);
    const body = await day(3);
    expect(body.placesVisited.map((p) => [p.placeName, p.source])).toEqual([
      ['Saligao Church Road', 'work-log'],
    ]);
  });

  it('snap=true draws the path matched to roads; distances stay those of the raw track', async () => {
    const before = osrm.requests.length;
    const body = await day(1);
    const snapped = body.trips[0]?.snappedPolyline;
    if (!snapped) throw new Error('no snapped path');
    for (const p of decodePolyline(snapped)) {
      const steps = p.lat / OSRM_ROAD_SPACING_DEG;
      expect(Math.abs(steps - Math.round(steps))).toBeLessThan(0.05);
    }
    const unsnapped = await getJson(
      app.baseUrl,
      `/api/location/tracking?userId=${co.worker.id}&date=${date(1)}&snap=false`,
      co.admin.token,
    );
    const raw = trackingResponseSchema.parse(await unsnapped.json());
    expect(raw.trips[0]?.snappedPolyline).toBeNull();
    expect(raw.trips[0]?.stats).toEqual(body.trips[0]?.stats);
    // The answer was cached by the raw path: the second view cost no routing request.
    await day(1);
    expect(osrm.requests.length - before).toBeLessThanOrEqual(1);
  });

  it('with the routing service down the day is still served, unsnapped', async () => {
    osrm.setDown(true);
    const body = await day(2);
    osrm.setDown(false);
    expect(body.trips).toHaveLength(1);
    expect(body.trips[0]?.snappedPolyline).toBeNull();
  });
});
