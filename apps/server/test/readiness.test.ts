import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyDownSchema, readyOkSchema } from '@ronda/shared';
import { connectDatabase } from '../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, startTestAppWithQueue, type QueuedTestApp } from './test-app.ts';

/** Issue 16: readiness for a load balancer, and a request id on every answer. */
describe('GET /api/ready and request ids', () => {
  let server: QueuedTestApp;

  beforeAll(async () => {
    server = await startTestAppWithQueue();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 200 when the database answers, every migration is applied and the queue runs', async () => {
    const res = await fetch(`${server.baseUrl}/api/ready`);
    expect(res.status).toBe(200);
    expect(readyOkSchema.parse(await res.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', queue: 'ok' },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('names a pending migration in a 503', async () => {
    const applied = await server.database.pool.query<{
      id: number;
      hash: string;
      created_at: string;
    }>('select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1');
    const newest = applied.rows[0];
    await server.database.pool.query('delete from drizzle.__drizzle_migrations where id = $1', [
      newest?.id,
    ]);
    try {
      const res = await fetch(`${server.baseUrl}/api/ready`);
      expect(res.status).toBe(503);
      const body = readyDownSchema.parse(await res.json());
      expect(body.checks.migrations).toBe('pending');
      expect(body.message).toBe('Not ready: the migrations are pending.');
    } finally {
      await server.database.pool.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [newest?.id, newest?.hash, newest?.created_at],
      );
    }
  });

  it('says which parts are not ready: no database, so no migrations known, and no queue', async () => {
    let database: TestDatabase | undefined;
    const unreachable = connectDatabase('postgres://postgres@127.0.0.1:1/nothing');
    const down = await startTestApp(unreachable);
    try {
      const res = await fetch(`${down.baseUrl}/api/ready`);
      expect(res.status).toBe(503);
      expect(readyDownSchema.parse(await res.json())).toEqual({
        is_success: false,
        message:
          'Not ready: the database is unreachable, the migrations are unknown, the job queue is not running.',
        status: 'not ready',
        checks: { database: 'unreachable', migrations: 'unknown', queue: 'not running' },
      });
      database = await createTestDatabase();
      const noQueue = await startTestApp(database);
      try {
        const body = readyDownSchema.parse(
          await (await fetch(`${noQueue.baseUrl}/api/ready`)).json(),
        );
        expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', queue: 'not running' });
      } finally {
        await noQueue.close();
      }
    } finally {
      await down.close();
      await unreachable.pool.end().catch(() => undefined);
      await database?.drop();
    }
  });

  it('answers every request with its request id, the caller’s own when it sent one', async () => {
    const own = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'support-ticket-4711' },
    });
    expect(own.headers.get('x-request-id')).toBe('support-ticket-4711');
    const made = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(made.status).toBe(404);
    expect(made.headers.get('x-request-id')).toMatch(/\S+/);
  });
});
