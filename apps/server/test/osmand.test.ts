/**
 * Issue 19: positions from Traccar Client and other OsmAnd-protocol apps at /api/osmand, over
 * real HTTP and PostgreSQL. Each of the three shapes (query string, form body, Traccar's JSON)
 * with each timestamp form, the units as stored, re-sent buffers, keys that no longer work, the
 * key kept out of the logs, the way into the console, and refused fixes answered 200 but counted.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import {
  apiErrorSchema,
  createTrackingKeyResponseSchema,
  DEVICE_TIME_MESSAGES,
  LIVE_EVENTS,
  type LatestLocation,
  latestLocationsResponseSchema,
  liveLocationEventSchema,
  OSMAND_PATH,
  TRACKING_KEYS_PATH,
  trackingKeysResponseSchema,
} from '@ronda/shared';
import { locationPoints } from '../src/db/schema/index.ts';
import { upkeepLocationPartitions } from '../src/jobs/location-partitions.ts';
import { createSmallCompany, type SmallCompany } from './device-fixtures.ts';
import { bearer, insertUser, postJson } from './fixtures.ts';
import { readSse } from './sse-reader.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const MINUTE = 60_000;
const KNOT = 0.514444;

let database: TestDatabase;
let server: TestApp;
let co: SmallCompany;
/** Everything the app logged, as written. */
const logged: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  server = await startTestApp(database, {
    env: { DEMO_LOGIN: 'true' },
    logger: pino({ level: 'info' }, sink),
  });
  co = await createSmallCompany(database.db, server.baseUrl);
  await upkeepLocationPartitions(database.pool, new Date());
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** A key made through the API: by the person themselves, or by the admin for them. */
async function makeKey(token: string, userId?: string) {
  const res = await postJson(url(TRACKING_KEYS_PATH), userId ? { userId } : {}, bearer(token));
  expect(res.status).toBe(201);
  return createTrackingKeyResponseSchema.parse(await res.json());
}

/** A person of the company with a key of their own, made for them by the admin. */
async function personWithKey() {
  const person = await insertUser(database.db, { companyId: co.companyId });
  const { key, trackingKey } = await makeKey(co.admin.token, person.id);
  return { userId: person.id, key, keyId: trackingKey.id };
}

const stored = (userId: string) =>
  database.db
    .select()
    .from(locationPoints)
    .where(and(eq(locationPoints.companyId, co.companyId), eq(locationPoints.userId, userId)))
    .orderBy(asc(locationPoints.recordedAt));

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const getFix = (fields: Record<string, string>) => fetch(url(`${OSMAND_PATH}?${query(fields)}`));
const postQuery = (fields: Record<string, string>) =>
  fetch(url(`${OSMAND_PATH}?${query(fields)}`), { method: 'POST' });
const postForm = (fields: Record<string, string>) =>
  fetch(url(OSMAND_PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: query(fields),
  });
const postTraccarJson = (body: unknown) => postJson(url(OSMAND_PATH), body);

/** 200 with nothing in the body: what the apps wait for before sending the next fix. */
async function expectAccepted(res: Response) {
  // Status and body together, so a refusal shows its message.
  expect({ status: res.status, body: await res.text() }).toEqual({ status: 200, body: '' });
}

async function expectError(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = apiErrorSchema.parse(await res.json());
  expect(body.message).not.toBe('');
  return body.message;
}

/** The forms a fix time comes in, each for a time `at` (whole seconds). */
const TIME_FORMS: Array<[string, (at: Date) => string]> = [
  ['Unix seconds', (at) => String(at.getTime() / 1000)],
  ['Unix milliseconds', (at) => String(at.getTime())],
  ['ISO 8601', (at) => at.toISOString()],
  ['yyyy-MM-dd HH:mm:ss (UTC)', (at) => at.toISOString().slice(0, 19).replace('T', ' ')],
];

/** Whole-second times, a minute apart, ending a few minutes ago. */
function timesAgo(count: number): Date[] {
  const base = Math.floor((Date.now() - (count + 5) * MINUTE) / 1000) * 1000;
  return Array.from({ length: count }, (_, i) => new Date(base + i * MINUTE));
}

describe('issue 19 /api/osmand: the three shapes, every timestamp form, stored in the ingest’s units', () => {
  it('query string by GET (Traccar Client up to 8.x): each timestamp form; knots to m/s, percent battery', async () => {
    const { userId, key } = await personWithKey();
    const times = timesAgo(TIME_FORMS.length);
    for (const [index, [, form]] of TIME_FORMS.entries()) {
      const at = times[index] ?? new Date();
      await expectAccepted(
        await getFix({
          id: key,
          lat: '15.4989',
          lon: '73.8278',
          timestamp: form(at),
          speed: '10',
          bearing: '26.2',
          altitude: '12',
          accuracy: '23',
          batt: '87',
          charge: 'false',
        }),
      );
    }
    const rows = await stored(userId);
    expect(rows.map((r) => r.recordedAt.toISOString())).toEqual(times.map((t) => t.toISOString()));
    expect(rows.map((r) => r.clientId)).toEqual(times.map((t) => `osmand-${t.getTime()}`));
    for (const row of rows) {
      expect(row).toMatchObject({
        lat: 15.4989,
        lng: 73.8278,
        altitude: 12,
        accuracy: 23,
        battery: 87,
        charging: false,
        isMock: false,
      });
      expect(row.speed).toBeCloseTo(10 * KNOT, 4);
      expect(row.heading).toBeCloseTo(26.2, 4);
    }
  });

  it('query string by POST with deviceid and location=lat,lon: each timestamp form', async () => {
    const { userId, key } = await personWithKey();
    const times = timesAgo(TIME_FORMS.length);
    for (const [index, [, form]] of TIME_FORMS.entries()) {
      const at = times[index] ?? new Date();
      await expectAccepted(
        await postQuery({
          deviceid: key,
          location: '15.5012,73.8291',
          timestamp: form(at),
          speed: '0.2',
          batt: '40',
          charge: 'true',
        }),
      );
    }
    const rows = await stored(userId);
    expect(rows.map((r) => r.recordedAt.getTime())).toEqual(times.map((t) => t.getTime()));
    for (const row of rows) {
      expect(row).toMatchObject({ lat: 15.5012, lng: 73.8291, battery: 40, charging: true });
      expect(row.speed).toBeCloseTo(0.2 * KNOT, 5);
    }
  });

  it('form-encoded POST body (Traccar Client 10.x): each timestamp form', async () => {
    const { userId, key } = await personWithKey();
    const times = timesAgo(TIME_FORMS.length);
    for (const [index, [, form]] of TIME_FORMS.entries()) {
      const at = times[index] ?? new Date();
      await expectAccepted(
        await postForm({
          id: key,
          lat: '15.4901',
          lon: '73.8202',
          timestamp: form(at),
          speed: '20',
          bearing: '180',
          altitude: '-3.5',
          accuracy: '4.5',
          batt: '63.5',
          charge: 'false',
        }),
      );
    }
    const rows = await stored(userId);
    expect(rows.map((r) => r.recordedAt.getTime())).toEqual(times.map((t) => t.getTime()));
    for (const row of rows) {
      expect(row).toMatchObject({
        lat: 15.4901,
        lng: 73.8202,
        heading: 180,
        altitude: -3.5,
        accuracy: 4.5,
        battery: 63.5,
        charging: false,
      });
      expect(row.speed).toBeCloseTo(20 * KNOT, 4);
    }
  });

  it('Traccar Client 9.x JSON: each timestamp form; speed already m/s, battery as a fraction, activity', async () => {
    const { userId, key } = await personWithKey();
    const times = timesAgo(TIME_FORMS.length + 1);
    const forms: Array<(at: Date) => unknown> = [
      ...TIME_FORMS.map(([, form]) => form),
      // JSON may also carry the number itself.
      (at) => at.getTime(),
    ];
    for (const [index, form] of forms.entries()) {
      const at = times[index] ?? new Date();
      await expectAccepted(
        await postTraccarJson({
          location: {
            timestamp: form(at),
            coords: {
              latitude: 15.4989,
              longitude: 73.8278,
              accuracy: 23,
              speed: 1.5,
              heading: 26.2,
              altitude: 12,
            },
            is_moving: true,
            odometer: 1234.5,
            battery: { level: 0.88, is_charging: false },
            activity: { type: 'still' },
            extras: {},
          },
          device_id: key,
        }),
      );
    }
    const rows = await stored(userId);
    expect(rows.map((r) => r.recordedAt.getTime())).toEqual(times.map((t) => t.getTime()));
    for (const row of rows) {
      expect(row).toMatchObject({
        lat: 15.4989,
        lng: 73.8278,
        accuracy: 23,
        speed: 1.5,
        altitude: 12,
        battery: 88,
        charging: false,
        activity: 'still',
      });
      expect(row.heading).toBeCloseTo(26.2, 4);
    }
  });

  it('JSON keeps the milliseconds of its ISO time, and -1 (iOS: not known) as unknown', async () => {
    const { userId, key } = await personWithKey();
    const at = new Date(Date.now() - 3 * MINUTE);
    await expectAccepted(
      await postTraccarJson({
        location: {
          timestamp: at.toISOString(),
          coords: { latitude: 15.5, longitude: 73.9, accuracy: 5, speed: -1, heading: -1 },
          battery: { level: -1, is_charging: true },
        },
        device_id: key,
      }),
    );
    const [row] = await stored(userId);
    expect(row?.recordedAt.getTime()).toBe(at.getTime());
    expect(row).toMatchObject({ speed: null, heading: null, battery: null, charging: true });
  });
});

describe('issue 19 /api/osmand: re-sent and batched fixes', () => {
  it('stores a re-sent buffer once: the same person and fix time is one point', async () => {
    const { userId, key } = await personWithKey();
    const buffer = timesAgo(3).map((at) => ({
      id: key,
      lat: '15.49',
      lon: '73.82',
      timestamp: String(at.getTime() / 1000),
    }));
    // Sent, then (the answers were lost) sent again oldest first, then once more by POST.
    for (const fields of [...buffer, ...buffer]) await expectAccepted(await getFix(fields));
    for (const fields of buffer) await expectAccepted(await postQuery(fields));
    expect(await stored(userId)).toHaveLength(3);
  });

  it('stores a batched JSON array (offline sync) in fix-time order, once however often it is sent', async () => {
    const { userId, key } = await personWithKey();
    const [first, second, third] = timesAgo(3);
    const record = (at: Date | undefined, lat: number) => ({
      timestamp: at?.toISOString(),
      coords: { latitude: lat, longitude: 73.8, accuracy: 10, speed: 2 },
      battery: { level: 0.5, is_charging: false },
    });
    // Newest first, as a buffer may be sent.
    const batch = {
      location: [record(third, 15.43), record(first, 15.41), record(second, 15.42)],
      device_id: key,
    };
    await expectAccepted(await postTraccarJson(batch));
    await expectAccepted(await postTraccarJson(batch));
    const rows = await stored(userId);
    expect(rows.map((r) => r.lat)).toEqual([15.41, 15.42, 15.43]);
    expect(rows.every((r) => r.battery === 50)).toBe(true);
  });

  it('takes the key from device_id only, never from an id inside a record', async () => {
    const a = await personWithKey();
    const b = await personWithKey();
    const at = new Date(Date.now() - 2 * MINUTE);
    const location = {
      timestamp: at.toISOString(),
      coords: { latitude: 15.45, longitude: 73.85 },
      extras: { id: b.key, device_id: b.key },
    };
    await expectAccepted(await postTraccarJson({ location, device_id: a.key }));
    expect(await stored(a.userId)).toHaveLength(1);
    expect(await stored(b.userId)).toHaveLength(0);
    // Without device_id the request has no key at all.
    const message = await expectError(await postTraccarJson({ location }), 400);
    expect(message).toContain('tracking key is missing');
    expect(await stored(b.userId)).toHaveLength(0);
  });
});

describe('issue 19 /api/osmand: keys that do not work store nothing', () => {
  const fields = (key: string) => ({
    id: key,
    lat: '15.49',
    lon: '73.82',
    timestamp: String(Math.floor(Date.now() / 1000) - 60),
  });

  it('answers 401 for an unknown key and for a revoked one, and stores nothing', async () => {
    expect(await expectError(await getFix(fields('nosuchkeynosuchkeynosuchke')), 401)).toBe(
      'Unknown or revoked tracking key.',
    );
    const { userId, key, keyId } = await personWithKey();
    const revoke = await fetch(url(`${TRACKING_KEYS_PATH}/${keyId}`), {
      method: 'DELETE',
      headers: bearer(co.admin.token),
    });
    expect(revoke.status).toBe(200);
    await expectError(await getFix(fields(key)), 401);
    await expectError(await postForm(fields(key)), 401);
    await expectError(
      await postTraccarJson({
        location: { coords: { latitude: 15.4, longitude: 73.8 } },
        device_id: key,
      }),
      401,
    );
    expect(await stored(userId)).toHaveLength(0);
  });

  it('answers 401 at once when the person is deactivated', async () => {
    const { userId, key } = await personWithKey();
    await expectAccepted(await getFix(fields(key)));
    const deactivate = await postJson(
      url(`/api/company/users/${userId}/deactivate`),
      {},
      bearer(co.admin.token),
    );
    expect(deactivate.status).toBe(200);
    const later = { ...fields(key), timestamp: String(Math.floor(Date.now() / 1000) - 30) };
    await expectError(await getFix(later), 401);
    expect(await stored(userId)).toHaveLength(1);
  });

  it('a key typed in capitals is the same key', async () => {
    const { userId, key } = await personWithKey();
    await expectAccepted(await getFix(fields(key.toUpperCase())));
    expect(await stored(userId)).toHaveLength(1);
  });
});

describe('issue 19 /api/osmand: the key never reaches the logs', () => {
  beforeEach(() => {
    logged.length = 0;
  });

  it('logs the request with its query string redacted, also at a wrong address', async () => {
    const { key } = await personWithKey();
    const fix = { id: key, lat: '15.49', lon: '73.82', batt: '50' };
    await expectAccepted(await getFix(fix));
    await expectAccepted(await postQuery(fix));
    // A misspelt path and the site's root (an app set to the wrong server URL) are 404s,
    // logged without the key all the same.
    await fetch(url(`/API/OSMAND/?${query(fix)}`)).then((r) => r.arrayBuffer());
    await fetch(url(`/?${query(fix)}`)).then((r) => r.arrayBuffer());
    await fetch(url(`${OSMAND_PATH}?${query({ ...fix, lat: 'x' })}`), { method: 'PUT' }).then((r) =>
      r.arrayBuffer(),
    );
    const text = logged.join('');
    expect(text).toContain(`"url":"${OSMAND_PATH}?[redacted]"`);
    expect(text).toContain('"url":"/?[redacted]"');
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(0, 12));
    // Other addresses keep their query strings: only the key is hidden.
    await fetch(url('/api/health?probe=1')).then((r) => r.arrayBuffer());
    expect(logged.join('')).toContain('"url":"/api/health?probe=1"');
  });
});

describe('issue 19 /api/osmand: the position reaches the console', () => {
  it('shows in the latest locations and on the live stream', async () => {
    const { key } = await makeKey(co.worker.token);
    const live = await fetch(url(`/api/companies/${co.companyId}/live`), {
      headers: { ...bearer(co.admin.token), accept: 'text/event-stream' },
    });
    expect(live.status).toBe(200);
    const stream = readSse(live);
    expect((await stream.next()).event).toBe(LIVE_EVENTS.snapshot);

    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 5000);
    await expectAccepted(
      await getFix({
        id: key,
        lat: '15.4989',
        lon: '73.8278',
        timestamp: String(at.getTime() / 1000),
        speed: '2',
        bearing: '90',
        accuracy: '12',
        batt: '87',
        charge: 'true',
      }),
    );

    // Earlier tests' people may still be on their way to the stream: wait for the worker's move.
    let moved: LatestLocation | undefined;
    for (let i = 0; i < 20 && moved?.employee.id !== co.worker.id; i += 1) {
      const event = await stream.next();
      expect(event.event).toBe(LIVE_EVENTS.location);
      moved = liveLocationEventSchema.parse(JSON.parse(event.data));
    }
    expect(moved?.employee.id).toBe(co.worker.id);
    expect(moved?.location?.coords).toMatchObject({ latitude: 15.4989, longitude: 73.8278 });
    await stream.close();

    const res = await fetch(url(`/api/companies/${co.companyId}/latest-locations`), {
      headers: bearer(co.admin.token),
    });
    expect(res.status).toBe(200);
    const { data } = latestLocationsResponseSchema.parse(await res.json());
    const worker = data.locations.find((l) => l.employee.id === co.worker.id);
    expect(worker?.lastUpdated).toBe(at.toISOString());
    expect(worker?.location).toMatchObject({
      coords: { latitude: 15.4989, longitude: 73.8278, speed: 1.03, heading: 90 },
      batteryLevel: 0.87,
      charging: true,
      accuracy: 12,
    });
  });
});

describe('issue 19 /api/osmand: refused fixes answer 200 and are counted on the key', () => {
  async function keyOf(token: string, keyId: string) {
    const res = await fetch(url(TRACKING_KEYS_PATH), { headers: bearer(token) });
    const { trackingKeys } = trackingKeysResponseSchema.parse(await res.json());
    return trackingKeys.find((k) => k.id === keyId);
  }

  it('stores nothing for an impossible fix or a far-future one, answers 200, and counts each', async () => {
    const { userId, key, keyId } = await personWithKey();
    expect(await keyOf(co.admin.token, keyId)).toMatchObject({
      refusedCount: 0,
      lastRefusedReason: null,
    });
    await expectAccepted(await getFix({ id: key, lat: '95', lon: '73.82' }));
    expect(await keyOf(co.admin.token, keyId)).toMatchObject({
      refusedCount: 1,
      lastRefusedReason: 'lat must be between -90 and 90',
    });
    const future = Math.floor(Date.now() / 1000) + 3600;
    await expectAccepted(
      await postForm({ id: key, lat: '15.4', lon: '73.8', timestamp: String(future) }),
    );
    expect(await keyOf(co.admin.token, keyId)).toMatchObject({
      refusedCount: 2,
      lastRefusedReason: DEVICE_TIME_MESSAGES.future,
    });
    await expectAccepted(
      await getFix({ id: key, lat: '15.4', lon: '73.8', timestamp: 'yesterday' }),
    );
    const counted = await keyOf(co.admin.token, keyId);
    expect(counted).toMatchObject({ refusedCount: 3 });
    expect(counted?.lastRefusedReason).toContain('timestamp must be');
    expect(counted?.lastRefusedAt).not.toBeNull();
    expect(counted?.lastUsedAt).not.toBeNull();
    expect(await stored(userId)).toHaveLength(0);

    // In a batch, the good fixes are stored and only the bad one is counted.
    const [good, alsoGood] = timesAgo(2);
    await expectAccepted(
      await postTraccarJson({
        location: [
          { timestamp: good?.toISOString(), coords: { latitude: 15.4, longitude: 73.8 } },
          { timestamp: good?.toISOString(), coords: { latitude: 15.4, longitude: 190 } },
          { timestamp: alsoGood?.toISOString(), coords: { latitude: 15.5, longitude: 73.9 } },
        ],
        device_id: key,
      }),
    );
    expect(await stored(userId)).toHaveLength(2);
    expect(await keyOf(co.admin.token, keyId)).toMatchObject({
      refusedCount: 4,
      lastRefusedReason: 'lng must be between -180 and 180',
    });
  });
});

describe('issue 19 /api/osmand: a request that cannot be read is a 400', () => {
  it.each([
    ['no key', () => getFix({ lat: '15.4', lon: '73.8' })],
    ['an empty key', () => getFix({ id: '', lat: '15.4', lon: '73.8' })],
    ['a key but no position', () => getFix({ id: 'abcdefabcdefabcdefabcdefab' })],
    ['no query string at all', () => fetch(url(OSMAND_PATH))],
    ['a key given twice', () => fetch(url(`${OSMAND_PATH}?id=a&id=b&lat=15.4&lon=73.8`))],
    [
      'malformed JSON',
      () =>
        fetch(url(OSMAND_PATH), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"location": {',
        }),
    ],
    ['JSON with an empty batch', () => postTraccarJson({ location: [], device_id: 'k' })],
    ['JSON whose location is a number', () => postTraccarJson({ location: 5, device_id: 'k' })],
    ['a JSON list as the body', () => postTraccarJson([{ device_id: 'k' }])],
    [
      'a text body',
      () =>
        fetch(url(OSMAND_PATH), {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'id=k&lat=1&lon=2',
        }),
    ],
  ])('answers 400 in the error shape for %s', async (_name, send) => {
    await expectError(await send(), 400);
  });

  it('stores nothing for a HEAD request', async () => {
    const { userId, key } = await personWithKey();
    const res = await fetch(url(`${OSMAND_PATH}?${query({ id: key, lat: '15', lon: '73' })}`), {
      method: 'HEAD',
    });
    expect(res.status).toBe(404);
    expect(await stored(userId)).toHaveLength(0);
  });
});

describe('issue 19 /api/osmand: flood limits', () => {
  it('answers 429 in the error shape past 600 requests a minute with one key, not for another key', async () => {
    const flood = { id: 'floodfloodfloodfloodfloodf', lat: '15.4', lon: '73.8' };
    const statuses = new Set<number>();
    for (let i = 0; i < 600; i += 1) {
      const res = await getFix(flood);
      await res.arrayBuffer();
      statuses.add(res.status);
    }
    expect([...statuses]).toEqual([401]);
    expect(await expectError(await getFix(flood), 429)).toContain('Too many requests');
    // The same address with another key is still answered.
    await expectError(await getFix({ ...flood, id: 'otherotherotherotherothero' }), 401);
  });
});
