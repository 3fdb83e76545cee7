import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApp } from '../src/plugins/graceful-close.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp } from './test-app.ts';

describe('shutting down with keep-alive clients', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('finishes a request in flight, tells its client to close, and does not wait for it', async () => {
    const server = await startTestApp(database, {
      beforeListen: (app) => {
        app.get('/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { done: true };
        });
      },
    });
    // fetch keeps the connection alive, as the demo's phones and most clients do.
    await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
    const inFlight = fetch(`${server.baseUrl}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const closed = closeApp(server.app, 20_000);
    const res = await inFlight;
    expect(await res.json()).toEqual({ done: true });
    expect(res.headers.get('connection')).toBe('close');
    await closed;
    // Without the close, the idle connection would hold shutdown for the 72 s keep-alive.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
