/**
 * PUB-API-25 (server side): POST /api/web-vitals over real HTTP. A valid report is logged as one
 * structured line; anything else is refused with a message and never logged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@ronda/shared';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { captureLogs } from './log-sink.ts';

const REPORT = {
  name: 'LCP',
  value: 1834.6,
  rating: 'good',
  navigationType: 'navigate',
  path: '/pricing',
};

let database: TestDatabase;
let server: TestApp;
const { logger, lines: logged } = captureLogs();

const vitalLines = () => logged.filter((line) => line.msg === 'web vital');

function post(body: unknown, contentType = 'application/json') {
  return fetch(`${server.baseUrl}/api/web-vitals`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp(database, { logger });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});
beforeEach(() => {
  logged.length = 0;
});

describe('PUB-API-25 POST /api/web-vitals', () => {
  it('answers 204 without signing in and logs the report as one structured line', async () => {
    const res = await post(REPORT);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(vitalLines().map((line) => line.webVital)).toEqual([REPORT]);
  });

  it('accepts a report without a navigation type (older browsers)', async () => {
    const { navigationType: _omitted, ...report } = REPORT;
    expect((await post({ ...report, name: 'CLS', value: 0.04 })).status).toBe(204);
    expect(vitalLines()).toHaveLength(1);
  });

  it.each([
    ['an unknown metric', { ...REPORT, name: 'FID' }],
    ['a negative value', { ...REPORT, value: -1 }],
    ['a value as text', { ...REPORT, value: '1834' }],
    ['an unknown rating', { ...REPORT, rating: 'great' }],
    ['a full address instead of a path', { ...REPORT, path: 'https://elsewhere.example/' }],
    ['a path with a query string', { ...REPORT, path: '/customer?email=a@b.example' }],
    ['a missing path', { name: 'LCP', value: 1, rating: 'good' }],
  ])('refuses %s with 400 and a message, and logs nothing', async (_case, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const error = apiErrorSchema.parse(await res.json());
    expect(error.message).not.toBe('');
    expect(vitalLines()).toEqual([]);
  });

  it('refuses a body over 1 KB with 413', async () => {
    const res = await post({ ...REPORT, path: `/${'a'.repeat(2000)}` });
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(await res.json()).message).toBe('Request body is too large');
    expect(vitalLines()).toEqual([]);
  });

  it('refuses a body that is not JSON with a 4xx and a message', async () => {
    const res = await post('name=LCP', 'text/plain');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(apiErrorSchema.parse(await res.json()).message).not.toBe('');
  });
});

describe('the per-address limit', () => {
  it('answers 429 with a plain message after 60 reports in a minute', async () => {
    // The earlier tests used some of this address's minute; fill the rest (61 posts at most).
    let res = await post(REPORT);
    for (let sent = 1; res.status === 204 && sent <= 60; sent += 1) res = await post(REPORT);
    expect(res.status).toBe(429);
    expect(apiErrorSchema.parse(await res.json()).message).toMatch(/^Too many requests/);
    expect(vitalLines().length).toBeLessThanOrEqual(60);
  });
});
