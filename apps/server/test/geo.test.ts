/**
 * GET /api/geo/search and /api/geo/reverse over real HTTP and a real PostgreSQL, against a
 * Nominatim stand-in: what is asked upstream (User-Agent, parameters), what is cached, the one
 * request per second pacing as the upstream sees it, validation, failures and the rate limit.
 * Groups that ask upstream get an app of their own, so they do not wait on each other's turns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiErrorSchema, geoReverseResponseSchema, geoSearchResponseSchema } from '@ronda/shared';
import { geocodeCache } from '../src/db/schema/index.ts';
import { startNominatimStandIn, type NominatimStandIn } from './stand-ins/nominatim.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const SUPPORT_EMAIL = 'geo-support@ronda.example';
const BUSY = 'The address service is busy. Please try again in a moment.';
const UNREACHABLE = 'Could not reach the address service';

let database: TestDatabase;
let nominatim: NominatimStandIn;
const apps: TestApp[] = [];

async function startApp(geocoderUrl = nominatim.url): Promise<TestApp> {
  const app = await startTestApp(database, {
    env: { GEOCODER_URL: geocoderUrl, SUPPORT_EMAIL },
  });
  apps.push(app);
  return app;
}

async function get(app: TestApp, path: string) {
  const res = await fetch(`${app.baseUrl}${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
}

async function cachedRow(kind: string, key: string) {
  const [row] = await database.db
    .select()
    .from(geocodeCache)
    .where(and(eq(geocodeCache.kind, kind), eq(geocodeCache.key, key)));
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  nominatim = await startNominatimStandIn();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await nominatim.close();
  await database.drop();
});

describe('address search through our server (GEOCODER_URL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
    nominatim.requests.length = 0;
  });

  it('PUB-API-21 search answers 5 places by default, asking Nominatim as its usage policy wants', async () => {
    const { status, body } = await get(app, '/api/geo/search?q=goa');
    expect(status).toBe(200);
    const { results } = geoSearchResponseSchema.parse(body);
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({
      label: 'Panaji, Goa, 403001, India',
      lat: 15.4989,
      lng: 73.8278,
      address: { city: 'Panaji', state: 'Goa', postcode: '403001', country: 'India' },
    });
    expect(nominatim.requests).toHaveLength(1);
    const [sent] = nominatim.requests;
    expect(sent?.path).toBe('/search');
    // No countrycodes: companies may be anywhere.
    expect(sent?.query).toEqual({ format: 'jsonv2', q: 'goa', limit: '5', addressdetails: '1' });
    expect(sent?.userAgent).toBe(`Ronda/0.1 (+mailto:${SUPPORT_EMAIL})`);
    expect(sent?.acceptLanguage).toBe('en');
  });

  it('serves a repeated search from the cache, whatever its case and spacing', async () => {
    const { status, body } = await get(app, '/api/geo/search?q=%20%20GOA%20&limit=5');
    expect(status).toBe(200);
    expect(geoSearchResponseSchema.parse(body).results).toHaveLength(5);
    expect(nominatim.requests).toHaveLength(1);
    const row = await cachedRow('search', '5:goa');
    expect(row?.response).toMatchObject({ places: expect.any(Array) });
  });

  it('honours limit', async () => {
    const { body } = await get(app, '/api/geo/search?q=goa&limit=2');
    const { results } = geoSearchResponseSchema.parse(body);
    expect(results.map((p) => p.label.split(',')[0])).toEqual(['Panaji', 'Margao']);
    expect(nominatim.requests.map((r) => r.query.limit)).toEqual(['5', '2']);
  });

  it.each([
    ['/api/geo/search?q=ab', 'Invalid querystring.q: must be at least 3 characters'],
    ['/api/geo/search?q=%20%20ab%20%20', 'Invalid querystring.q: must be at least 3 characters'],
    ['/api/geo/search', 'Invalid querystring.q: is required'],
    [
      `/api/geo/search?q=${'x'.repeat(201)}`,
      'Invalid querystring.q: must be at most 200 characters',
    ],
    ['/api/geo/search?q=goa&limit=11', 'Invalid querystring.limit: must be between 1 and 10'],
    ['/api/geo/search?q=goa&limit=two', 'Invalid querystring.limit: must be a number'],
    ['/api/geo/reverse?lat=91&lon=73', 'Invalid querystring.lat: must be between -90 and 90'],
    ['/api/geo/reverse?lat=15&lon=-181', 'Invalid querystring.lon: must be between -180 and 180'],
    ['/api/geo/reverse?lat=abc&lon=73', 'Invalid querystring.lat: must be a number'],
    ['/api/geo/reverse?lat=&lon=73', 'Invalid querystring.lat: must be a number'],
    ['/api/geo/reverse?lat=15', 'Invalid querystring.lon: is required'],
  ])('%s answers 400 with a message and asks nobody', async (path, message) => {
    const count = nominatim.requests.length;
    const { status, body } = await get(app, path);
    expect(status).toBe(400);
    expect(body).toEqual({ is_success: false, message });
    expect(nominatim.requests).toHaveLength(count);
  });
});

// Its own app, so its own pacing: the search tests' upstream turns do not delay these.
describe('reverse lookup through our server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });

  it('PUB-API-22 reverse answers the nearest place at zoom 18, cached by point to 5 decimals', async () => {
    const first = await get(app, '/api/geo/reverse?lat=15.284&lon=73.985');
    expect(first.status).toBe(200);
    expect(geoReverseResponseSchema.parse(first.body).result).toMatchObject({
      lat: 15.2832,
      lng: 73.9862,
      address: { city: 'Margao', state: 'Goa' },
    });
    const sent = nominatim.requests.at(-1);
    expect(sent?.path).toBe('/reverse');
    expect(sent?.query).toEqual({
      format: 'jsonv2',
      lat: '15.284',
      lon: '73.985',
      zoom: '18',
      addressdetails: '1',
    });
    const count = nominatim.requests.length;
    const again = await get(app, '/api/geo/reverse?lat=15.284000004&lon=73.98499999');
    expect(again.body).toEqual(first.body);
    expect(nominatim.requests).toHaveLength(count);
    expect(await cachedRow('reverse', '15.28400,73.98500')).toBeDefined();
  });

  it('reverse answers result null where Nominatim is "Unable to geocode"', async () => {
    const { status, body } = await get(app, '/api/geo/reverse?lat=-40&lon=-30');
    expect(status).toBe(200);
    expect(body).toEqual({ is_success: true, result: null });
  });
});

describe('the upstream sees at most one request per second', () => {
  it('spaces concurrent different searches ≥ 1 s apart, and shares identical ones', async () => {
    const app = await startApp();
    nominatim.requests.length = 0;
    const queries = ['panaji', 'margao', 'margao', 'mapusa'];
    const answers = await Promise.all(queries.map((q) => get(app, `/api/geo/search?q=${q}`)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      const [place] = geoSearchResponseSchema.parse(answer.body).results;
      expect(place?.label.toLowerCase()).toContain(queries[i]);
    }
    expect(nominatim.requests.map((r) => r.query.q).sort()).toEqual(['mapusa', 'margao', 'panaji']);
    const gaps = nominatim.requests.slice(1).map((r, i) => r.at - (nominatim.requests[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(950);
  });
});

describe('cached answers expire after 30 days', () => {
  it('asks upstream again for a stale answer and refreshes the row', async () => {
    const app = await startApp();
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await database.db
      .update(geocodeCache)
      .set({ createdAt: old })
      .where(and(eq(geocodeCache.kind, 'search'), eq(geocodeCache.key, '2:goa')));
    const count = nominatim.requests.length;
    const { status } = await get(app, '/api/geo/search?q=goa&limit=2');
    expect(status).toBe(200);
    expect(nominatim.requests).toHaveLength(count + 1);
    const row = await cachedRow('search', '2:goa');
    expect(row?.createdAt.getTime()).toBeGreaterThan(old.getTime() + 24 * 3600 * 1000);
  });
});

describe('when the address service cannot help', () => {
  it('answers 502 with a message when it cannot be reached', async () => {
    for (const path of ['/api/geo/search?q=vasco', '/api/geo/reverse?lat=15.61&lon=73.71']) {
      // A fresh app each, so the second does not wait for the first's upstream turn.
      const { status, body } = await get(await startApp('http://127.0.0.1:1'), path);
      expect(status).toBe(502);
      expect(body).toEqual({ is_success: false, message: UNREACHABLE });
    }
  });

  it('answers 502 when it answers 500, and caches nothing', async () => {
    const app = await startApp();
    nominatim.failNext(500);
    const { status, body } = await get(app, '/api/geo/search?q=calangute');
    expect(status).toBe(502);
    expect(body).toEqual({ is_success: false, message: UNREACHABLE });
    expect(await cachedRow('search', '5:calangute')).toBeUndefined();
  });

  it('answers 503 "busy" when the upstream throttles us', async () => {
    const app = await startApp();
    nominatim.failNext(429);
    const { status, body } = await get(app, '/api/geo/search?q=ponda%20goa');
    expect(status).toBe(503);
    expect(body).toEqual({ is_success: false, message: BUSY });
  });
});

describe('the anonymous geo endpoints are rate limited per address', () => {
  it('answers 429 with a plain message after 30 searches in a minute', async () => {
    const app = await startApp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => get(app, '/api/geo/search?q=goa')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const limited = await get(app, '/api/geo/search?q=goa');
    expect(limited.status).toBe(429);
    expect(apiErrorSchema.parse(limited.body).message).toMatch(/^Too many requests\./);
  });
});
