import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { startQueue, stopQueue, type Queue } from '../src/jobs/queue.ts';
import { postJson } from './fixtures.ts';
import { startIdentityStandIn, type IdentityStandIn } from './stand-ins/identity-provider.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const CLIENT = 'admin-web-client';
const ADMIN = 'ops@ronda.example';

describe('/admin: Google sign-in bound to ADMIN_EMAIL, and the queue dashboard behind it (PUB-ADMIN)', () => {
  let database: TestDatabase;
  let queue: Queue;
  let idp: IdentityStandIn;
  let server: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await startQueue(database.url, pino({ level: 'silent' }));
    idp = await startIdentityStandIn();
    server = await startTestApp(database, {
      env: { GOOGLE_CLIENT_ID: CLIENT, GOOGLE_JWKS_URL: idp.jwksUrl, ADMIN_EMAIL: ADMIN },
      databaseUrl: database.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await stopQueue(queue);
    await idp.close();
    await database.drop();
  });

  const signIn = (credential: string) =>
    postJson(`${server.baseUrl}/api/admin/session`, { credential });
  const tokenFor = (email: string) => idp.sign({ provider: 'google', email, audience: CLIENT });
  const dashboard = (cookie?: string, path = '/admin/queues', init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
    });

  async function adminCookie(): Promise<string> {
    const res = await signIn(await tokenFor(ADMIN));
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0] ?? '';
  }

  it("PUB-ERR-24 PUB-ADMIN-03 refuses another Google account with 'Unauthorized email address'", async () => {
    const res = await signIn(await tokenFor('someone@ronda.example'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ is_success: false, message: 'Unauthorized email address' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("PUB-ERR-25 PUB-ADMIN-04 refuses a credential that is not a valid Google token with 'Invalid token' (the server checks, ours)", async () => {
    const res = await signIn('not-a-token');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ is_success: false, message: 'Invalid token' });
    const forged = await idp.signWithUnknownKey({
      provider: 'google',
      email: ADMIN,
      audience: CLIENT,
    });
    expect((await signIn(forged)).status).toBe(401);
  });

  it('PUB-ADMIN-07 signs the admin in for the session with an HttpOnly, SameSite=Strict cookie', async () => {
    const res = await signIn(await tokenFor(ADMIN));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ is_success: true, email: ADMIN });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^ronda_admin=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
  });

  it('PUB-ADMIN-03 PUB-OURS-04 answers 401 on every dashboard path without an admin session, including requests that skip the page', async () => {
    for (const path of [
      '/admin/queues',
      '/admin/queues/queues',
      '/admin/queues.data',
      '/admin/queues/assets/app.js',
    ]) {
      const res = await dashboard(undefined, path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ is_success: false, message: 'Admin sign-in required' });
    }
    const post = await dashboard(undefined, '/admin/queues/queues', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=delete',
    });
    expect(post.status).toBe(401);
    expect((await dashboard('ronda_admin=' + 'a'.repeat(43))).status).toBe(401);
  });

  it('PUB-ADMIN-06 PUB-API-26 serves the pg-boss dashboard at /admin/queues to the admin session, and not after sign-out', async () => {
    const cookie = await adminCookie();
    const page = await dashboard(cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/pg-boss|queues/i);
    const me = await fetch(`${server.baseUrl}/api/admin/session`, { headers: { cookie } });
    expect(await me.json()).toEqual({ is_success: true, email: ADMIN });

    await fetch(`${server.baseUrl}/api/admin/session`, { method: 'DELETE', headers: { cookie } });
    expect((await dashboard(cookie)).status).toBe(401);
    const after = await fetch(`${server.baseUrl}/api/admin/session`, { headers: { cookie } });
    expect(await after.json()).toEqual({ is_success: true, email: null });
  });

  it("PUB-ERR-26 answers 'Google authentication failed' when Google's keys cannot be fetched", async () => {
    const offline = await startTestApp(database, {
      env: {
        GOOGLE_CLIENT_ID: CLIENT,
        GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs',
        ADMIN_EMAIL: ADMIN,
      },
    });
    try {
      const res = await postJson(`${offline.baseUrl}/api/admin/session`, {
        credential: await tokenFor(ADMIN),
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        is_success: false,
        message: 'Google authentication failed',
      });
    } finally {
      await offline.close();
    }
  });
});
