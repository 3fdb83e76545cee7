/**
 * Issue 19, /api/osmand over real HTTP and PostgreSQL: the three shapes (query string, form body,
 * Traccar's JSON) with each timestamp form and the units as stored; re-sent buffers and batches
 * stored once.
 */
import { describe, expect, it } from 'vitest';
import {
  expectAccepted,
  expectError,
  KNOT,
  MINUTE,
  TIME_FORMS,
  timesAgo,
  useOsmandServer,
} from './osmand-harness.ts';

const osmand = useOsmandServer();
const { personWithKey, stored, getFix, postQuery, postForm, postTraccarJson } = osmand;

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
