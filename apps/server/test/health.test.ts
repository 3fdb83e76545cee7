import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthDownSchema, healthOkSchema } from '@ronda/shared';
import { connectDatabase } from '../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

describe('GET /api/health', () => {
  let database: TestDatabase;
  let server: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestApp(database);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('answers 200 { status: "ok", database: "ok" } when the database answers', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(healthOkSchema.parse(await res.json())).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 in the common error shape when the database is unreachable', async () => {
    // A pool aimed at a port nothing listens on: the same code path as a database that went down.
    const unreachable = connectDatabase('postgres://postgres@127.0.0.1:1/nothing');
    const down = await startTestApp(unreachable);
    try {
      const res = await fetch(`${down.baseUrl}/api/health`);
      expect(res.status).toBe(503);
      const body = healthDownSchema.parse(await res.json());
      expect(
        apiErrorSchema.parse({ is_success: body.is_success, message: body.message }).message,
      ).toMatch(/database/i);
      expect(body.database).toBe('unreachable');
    } finally {
      await down.close();
      await unreachable.close();
    }
  });
});
