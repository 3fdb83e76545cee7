/**
 * The server, company and requests the /api/osmand tests share (issue 19): a test app over a
 * database of its own per file, logging into `logged`, and the three request shapes.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import {
  apiErrorSchema,
  createTrackingKeyResponseSchema,
  OSMAND_PATH,
  TRACKING_KEYS_PATH,
} from '@ronda/shared';
import { locationPoints } from '../src/db/schema/index.ts';
import { upkeepLocationPartitions } from '../src/jobs/location-partitions.ts';
import { createSmallCompany, type SmallCompany } from './device-fixtures.ts';
import { bearer, insertUser, postJson } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export const MINUTE = 60_000;
export const KNOT = 0.514444;

/** The forms a fix time comes in, each for a time `at` (whole seconds). */
export const TIME_FORMS: Array<[string, (at: Date) => string]> = [
  ['Unix seconds', (at) => String(at.getTime() / 1000)],
  ['Unix milliseconds', (at) => String(at.getTime())],
  ['ISO 8601', (at) => at.toISOString()],
  ['yyyy-MM-dd HH:mm:ss (UTC)', (at) => at.toISOString().slice(0, 19).replace('T', ' ')],
];

/** Whole-second times, a minute apart, ending a few minutes ago. */
export function timesAgo(count: number): Date[] {
  const base = Math.floor((Date.now() - (count + 5) * MINUTE) / 1000) * 1000;
  return Array.from({ length: count }, (_, i) => new Date(base + i * MINUTE));
}

/** 200 with nothing in the body: what the apps wait for before sending the next fix. */
export async function expectAccepted(res: Response) {
  // Status and body together, so a refusal shows its message.
  expect({ status: res.status, body: await res.text() }).toEqual({ status: 200, body: '' });
}

export async function expectError(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = apiErrorSchema.parse(await res.json());
  expect(body.message).not.toBe('');
  return body.message;
}

export const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Starts the server for this test file (its hooks) and answers what the tests call. */
export function useOsmandServer() {
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

  return {
    logged,
    /** The company, once the server has started. */
    company: () => co,
    url,
    makeKey,
    /** A person of the company with a key of their own, made for them by the admin. */
    async personWithKey() {
      const person = await insertUser(database.db, { companyId: co.companyId });
      const { key, trackingKey } = await makeKey(co.admin.token, person.id);
      return { userId: person.id, key, keyId: trackingKey.id };
    },
    stored: (userId: string) =>
      database.db
        .select()
        .from(locationPoints)
        .where(and(eq(locationPoints.companyId, co.companyId), eq(locationPoints.userId, userId)))
        .orderBy(asc(locationPoints.recordedAt)),
    getFix: (fields: Record<string, string>) => fetch(url(`${OSMAND_PATH}?${query(fields)}`)),
    postQuery: (fields: Record<string, string>) =>
      fetch(url(`${OSMAND_PATH}?${query(fields)}`), { method: 'POST' }),
    postForm: (fields: Record<string, string>) =>
      fetch(url(OSMAND_PATH), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: query(fields),
      }),
    postTraccarJson: (body: unknown) => postJson(url(OSMAND_PATH), body),
  };
}
