/**
 * Issue 19, /api/osmand over real HTTP and PostgreSQL: the position reaches the console (latest
 * locations, the live stream); refused fixes answer 200 and are counted on the key; unreadable
 * requests are 400s; flood limits.
 */
import { describe, expect, it } from 'vitest';
import {
  DEVICE_TIME_MESSAGES,
  LIVE_EVENTS,
  type LatestLocation,
  latestLocationsResponseSchema,
  liveLocationEventSchema,
  OSMAND_PATH,
  TRACKING_KEYS_PATH,
  trackingKeysResponseSchema,
} from '@ronda/shared';
import { bearer } from './fixtures.ts';
import { readSse } from './sse-reader.ts';
import { expectAccepted, expectError, query, timesAgo, useOsmandServer } from './osmand-harness.ts';

const osmand = useOsmandServer();
const {
  url,
  makeKey,
  personWithKey,
  stored,
  getFix,
  postForm,
  postTraccarJson,
  company: co,
} = osmand;

describe('issue 19 /api/osmand: the position reaches the console', () => {
  it('shows in the latest locations and on the live stream', async () => {
    const { key } = await makeKey(co().worker.token);
    const live = await fetch(url(`/api/companies/${co().companyId}/live`), {
      headers: { ...bearer(co().admin.token), accept: 'text/event-stream' },
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
    for (let i = 0; i < 20 && moved?.employee.id !== co().worker.id; i += 1) {
      const event = await stream.next();
      expect(event.event).toBe(LIVE_EVENTS.location);
      moved = liveLocationEventSchema.parse(JSON.parse(event.data));
    }
    expect(moved?.employee.id).toBe(co().worker.id);
    expect(moved?.location?.coords).toMatchObject({ latitude: 15.4989, longitude: 73.8278 });
    await stream.close();

    const res = await fetch(url(`/api/companies/${co().companyId}/latest-locations`), {
      headers: bearer(co().admin.token),
    });
    expect(res.status).toBe(200);
    const { data } = latestLocationsResponseSchema.parse(await res.json());
    const worker = data.locations.find((l) => l.employee.id === co().worker.id);
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
    expect(await keyOf(co().admin.token, keyId)).toMatchObject({
      refusedCount: 0,
      lastRefusedReason: null,
    });
    await expectAccepted(await getFix({ id: key, lat: '95', lon: '73.82' }));
    expect(await keyOf(co().admin.token, keyId)).toMatchObject({
      refusedCount: 1,
      lastRefusedReason: 'lat must be between -90 and 90',
    });
    const future = Math.floor(Date.now() / 1000) + 3600;
    await expectAccepted(
      await postForm({ id: key, lat: '15.4', lon: '73.8', timestamp: String(future) }),
    );
    expect(await keyOf(co().admin.token, keyId)).toMatchObject({
      refusedCount: 2,
      lastRefusedReason: DEVICE_TIME_MESSAGES.future,
    });
    await expectAccepted(
      await getFix({ id: key, lat: '15.4', lon: '73.8', timestamp: 'yesterday' }),
    );
    const counted = await keyOf(co().admin.token, keyId);
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
    expect(await keyOf(co().admin.token, keyId)).toMatchObject({
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
