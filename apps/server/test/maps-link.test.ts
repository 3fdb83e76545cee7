/**
 * GET /api/geo/maps-link over real HTTP and a real PostgreSQL (for the session): the console's
 * task location picker reads a pasted Google Maps link (console.md §7, §8). Full links are read
 * where they are, so the app as built needs no network. Short links are followed by the same
 * route mounted a second time under /via-stand-in, with an expander aimed at a local HTTPS
 * shortener (the real one is on the internet); the expander's own limits are tested in
 * src/adapters/maps-link-expander.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPS_LINK_MESSAGES, mapsLinkResponseSchema } from '@ronda/shared';
import {
  createMapsLinkExpander,
  isPublicAddress,
  type MapsLinkExpanderOptions,
} from '../src/adapters/maps-link-expander.ts';
import { mapsLinkRoutes } from '../src/features/geo/maps-link.routes.ts';
import { bearer, insertCompany, insertUser } from './fixtures.ts';
import { signIn } from './device-fixtures.ts';
import {
  startMapsShortenerStandIn,
  type MapsShortenerStandIn,
} from './stand-ins/maps-shortener.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const FULL = 'https://www.google.com/maps/@15.4989,73.8278,15z';

let database: TestDatabase;
let shortener: MapsShortenerStandIn;
let server: TestApp;
let token: string;

/** Mounts the route again under `prefix`, following links with these expander options. */
function mountWith(app: TestApp['app'], prefix: string, options: MapsLinkExpanderOptions) {
  void app.register(mapsLinkRoutes, { prefix, expander: createMapsLinkExpander(options) });
}

beforeAll(async () => {
  database = await createTestDatabase();
  shortener = await startMapsShortenerStandIn();
  const toStandIn = { port: shortener.port, ca: shortener.ca, resolve: async () => ['127.0.0.1'] };
  server = await startTestApp(database, {
    env: { DEMO_LOGIN: 'true' },
    beforeListen: (app) => {
      mountWith(app, '/via-stand-in', {
        ...toStandIn,
        // Test-only: the stand-in is on loopback, which the default address rule refuses.
        allowAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
        timeoutMs: 1_000,
      });
      mountWith(app, '/default-rule', toStandIn);
    },
  });
  const company = await insertCompany(database.db);
  const person = await insertUser(database.db, { companyId: company.id });
  token = (await signIn(server.baseUrl, person.email)).token;
});
afterAll(async () => {
  await server.close();
  await shortener.close();
  await database.drop();
});

async function read(url: string | undefined, headers = bearer(token), prefix = '') {
  const query = url === undefined ? '' : `?${new URLSearchParams({ url })}`;
  const res = await fetch(`${server.baseUrl}${prefix}/api/geo/maps-link${query}`, { headers });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('GET /api/geo/maps-link with a short link', () => {
  it('CON-TASK-78 follows the short link, then answers the coordinates it leads to', async () => {
    shortener.links.set('maps.app.goo.gl/Xq8dJmR2vL6ePpT19', {
      status: 302,
      location: 'https://goo.gl/maps/AbC123',
    });
    shortener.links.set('goo.gl/maps/AbC123', { status: 302, location: FULL });
    const { status, body } = await read(
      'https://maps.app.goo.gl/Xq8dJmR2vL6ePpT19',
      bearer(token),
      '/via-stand-in',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      is_success: true,
      url: FULL,
      location: { kind: 'coordinates', lat: 15.4989, lng: 73.8278 },
    });
    expect(shortener.requests.map((r) => `${r.host}${r.path}`)).toEqual([
      'maps.app.goo.gl/Xq8dJmR2vL6ePpT19',
      'goo.gl/maps/AbC123',
    ]);
  });

  it('CON-ERR-20 refuses a short link whose host resolves to a private address', async () => {
    const count = shortener.requests.length;
    const { status, body } = await read(
      'https://maps.app.goo.gl/Xq8dJmR2vL6ePpT19',
      bearer(token),
      '/default-rule',
    );
    expect(status).toBe(400);
    expect(body).toEqual({ is_success: false, message: MAPS_LINK_MESSAGES.failed });
    expect(shortener.requests).toHaveLength(count);
  });

  it('CON-ERR-20 answers 400 when the chain leaves the map hosts', async () => {
    shortener.links.set('maps.app.goo.gl/away', {
      status: 302,
      location: 'https://169.254.169.254/latest/meta-data/',
    });
    const { status, body } = await read(
      'https://maps.app.goo.gl/away',
      bearer(token),
      '/via-stand-in',
    );
    expect(status).toBe(400);
    expect(body).toEqual({ is_success: false, message: MAPS_LINK_MESSAGES.failed });
  });

  it('CON-ERR-17 answers 400 when the short link ends at a page with no place', async () => {
    shortener.links.set('maps.app.goo.gl/page', { status: 200 });
    const { status, body } = await read(
      'https://maps.app.goo.gl/page',
      bearer(token),
      '/via-stand-in',
    );
    expect(status).toBe(400);
    expect(body).toEqual({ is_success: false, message: MAPS_LINK_MESSAGES.noLocation });
  });

  it('answers 502 when the shortener does not answer in time', async () => {
    shortener.links.set('maps.app.goo.gl/slow', 'hang');
    const started = performance.now();
    const { status, body } = await read(
      'https://maps.app.goo.gl/slow',
      bearer(token),
      '/via-stand-in',
    );
    expect(status).toBe(502);
    expect(body).toEqual({ is_success: false, message: MAPS_LINK_MESSAGES.failed });
    expect(performance.now() - started).toBeLessThan(2_500);
  });
});

describe('GET /api/geo/maps-link', () => {
  it('CON-TASK-78 answers the coordinates of a full map link, asking nobody', async () => {
    const url = 'https://www.google.com/maps/@15.49,73.82,15z';
    const { status, body } = await read(url);
    expect(status).toBe(200);
    expect(mapsLinkResponseSchema.parse(body)).toEqual({
      is_success: true,
      url,
      location: { kind: 'coordinates', lat: 15.49, lng: 73.82 },
    });
  });

  it('answers the pin of a shared place rather than the view around it', async () => {
    const url =
      'https://www.google.com/maps/place/Basilica+of+Bom+Jesus/@15.5009,73.9094,17z/data=!3m1' +
      '!4b1!4m6!3m5!1s0x3bbfc0b6a3d8b6b1:0x7c9b0d3a8c7f6a4e!8m2!3d15.5008966!4d73.9116128';
    const { body } = await read(url);
    expect(mapsLinkResponseSchema.parse(body).location).toEqual({
      kind: 'coordinates',
      lat: 15.5008966,
      lng: 73.9116128,
    });
  });

  it('CON-API-33 answers only the name of a place named without coordinates', async () => {
    const { status, body } = await read('https://maps.google.com/maps?q=Panaji,+Goa');
    expect(status).toBe(200);
    expect(mapsLinkResponseSchema.parse(body).location).toEqual({
      kind: 'place',
      name: 'Panaji, Goa',
    });
  });

  it('needs a session', async () => {
    const { status, body } = await read('https://www.google.com/maps/@15.49,73.82,15z', {});
    expect(status).toBe(401);
    expect(body).toEqual({ is_success: false, message: 'Authentication required' });
  });

  it.each([
    ['another site', 'https://example.com/maps/@15.49,73.82,15z'],
    ['a private address', 'https://127.0.0.1/maps/@15.49,73.82,15z'],
    ['a local name', 'https://localhost/maps/@15.49,73.82,15z'],
    ['a look-alike of the shortener', 'https://maps.app.goo.gl.evil.example/Xq8d'],
    ['a map with nothing on it', 'https://www.google.com/maps'],
    ['a place by id only', 'https://maps.google.com/?cid=1234567890123456789'],
  ])('CON-ERR-17 answers 400 for %s', async (_what, url) => {
    const { status, body } = await read(url);
    expect(status).toBe(400);
    expect(body).toEqual({ is_success: false, message: MAPS_LINK_MESSAGES.noLocation });
  });

  it.each([
    ['a port', 'https://maps.app.goo.gl:8443/Xq8d'],
    ['credentials', 'https://someone@maps.app.goo.gl/Xq8d'],
  ])('CON-ERR-20 refuses to follow a short link with %s', async (_what, url) => {
    const { status, body } = await read(url);
    expect(status).toBe(400);
    expect(body).toEqual({ is_success: false, message: MAPS_LINK_MESSAGES.failed });
  });

  it.each([
    ['no link', undefined, 'Invalid querystring.url: is required'],
    [
      'an http link',
      'http://maps.app.goo.gl/Xq8d',
      'Invalid querystring.url: must be an https:// link',
    ],
    ['plain text', 'Panaji, Goa', 'Invalid querystring.url: must be an https:// link'],
    [
      'a link too long',
      `https://www.google.com/maps/place/${'x'.repeat(2000)}`,
      'Invalid querystring.url: must be at most 2000 characters',
    ],
  ])('refuses %s with a message', async (_what, url, message) => {
    const { status, body } = await read(url);
    expect(status).toBe(400);
    expect(body).toEqual({ is_success: false, message });
  });
});
