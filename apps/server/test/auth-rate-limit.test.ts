import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

describe('sign-in is rate limited per address', () => {
  let database: TestDatabase;
  let server: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestApp(database, {
      env: { GOOGLE_CLIENT_ID: 'client', GOOGLE_JWKS_URL: 'http://127.0.0.1:1/x' },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('answers 429 with a plain message after 20 attempts in a minute', async () => {
    const attempt = () =>
      postJson(`${server.baseUrl}/api/company/login`, {
        provider: 'google',
        idToken: 'x'.repeat(40),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await attempt()).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { is_success: boolean; message: string };
    expect(body.is_success).toBe(false);
    expect(body.message).toMatch(
      /^Too many requests\. Please wait (\d+ seconds|1 minute) and try again\.$/,
    );
  });
});

describe('RATE_LIMIT_MULTIPLIER scales every per-address limit', () => {
  let database: TestDatabase;
  let server: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestApp(database, {
      env: {
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_JWKS_URL: 'http://127.0.0.1:1/x',
        RATE_LIMIT_MULTIPLIER: '3',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('allows 3 × 20 sign-in attempts a minute, then answers 429', async () => {
    const attempt = () =>
      postJson(`${server.baseUrl}/api/company/login`, {
        provider: 'google',
        idToken: 'x'.repeat(40),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await attempt()).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect((await attempt()).status).toBe(429);
  });
});
