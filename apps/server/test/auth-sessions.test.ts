import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authOptionsResponseSchema, loginResponseSchema } from '@ronda/shared';
import { sessions } from '../src/db/schema/index.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_EMPLOYEE_EMAIL,
  DEMO_SUPERVISOR_EMAIL,
  seedDemoCompany,
} from '../src/db/seed/seed-demo-company.ts';
import { bearer, insertCompany, insertUser, postJson } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const HOUR = 3600 * 1000;

describe('sessions, demo sign-in and sign-in options', () => {
  let database: TestDatabase;
  let server: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCompany(database.db);
    server = await startTestApp(database, {
      env: { DEMO_LOGIN: 'true', GOOGLE_CLIENT_ID: 'web-client' },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  async function demoLogin(email: string) {
    const res = await postJson(`${server.baseUrl}/api/auth/demo-login`, { email });
    expect(res.status).toBe(200);
    return loginResponseSchema.parse(await res.json());
  }
  const me = (token: string) => fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(token) });

  it("demo sign-in answers like the real sign-in, for the demo company's people only (issue 16)", async () => {
    const admin = await demoLogin(DEMO_ADMIN_EMAIL);
    expect(admin.user.role).toBe('admin');
    const supervisor = await demoLogin(DEMO_SUPERVISOR_EMAIL);
    expect(supervisor.user.role).toBe('supervisor');
    expect(supervisor.user.departments.length).toBeGreaterThan(0);
    expect((await me(supervisor.token)).status).toBe(200);
    const unknown = await postJson(`${server.baseUrl}/api/auth/demo-login`, {
      email: 'nobody@x.example',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ is_success: false, message: 'Email not found.' });
    const registered = await insertCompany(database.db, { isDemo: false });
    const stranger = await insertUser(database.db, { companyId: registered.id, isAdmin: true });
    const refused = await postJson(`${server.baseUrl}/api/auth/demo-login`, {
      email: stranger.email,
    });
    expect(refused.status).toBe(403);
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, stranger.id)),
    ).toEqual([]);
  });

  it('offers only configured providers and, with DEMO_LOGIN on, the demo admin, supervisor and employee', async () => {
    const options = authOptionsResponseSchema.parse(
      await (await fetch(`${server.baseUrl}/api/auth/options`)).json(),
    );
    expect(options.google).toEqual({
      clientId: 'web-client',
      scriptUrl: 'https://accounts.google.com/gsi/client',
    });
    expect(options.apple).toBeNull();
    expect(options.demoAccounts?.map((a) => [a.email, a.role])).toEqual([
      [DEMO_ADMIN_EMAIL, 'admin'],
      [DEMO_SUPERVISOR_EMAIL, 'supervisor'],
      [DEMO_EMPLOYEE_EMAIL, 'employee'],
    ]);
    // Google is configured, but no ADMIN_EMAIL: nobody could get into /admin.
    expect(options.adminSignIn).toBe(false);
  });

  it('ends a session unused for more than 12 hours', async () => {
    const { token } = await demoLogin(DEMO_EMPLOYEE_EMAIL);
    await database.db.update(sessions).set({ lastUsedAt: new Date(Date.now() - 11 * HOUR) });
    expect((await me(token)).status).toBe(200);
    const last = await database.db.select().from(sessions);
    expect(Math.max(...last.map((s) => s.lastUsedAt.getTime()))).toBeGreaterThan(Date.now() - HOUR);
    await database.db.update(sessions).set({ lastUsedAt: new Date(Date.now() - 13 * HOUR) });
    expect((await me(token)).status).toBe(401);
  });

  it('ends a session 30 days after sign-in however much it is used', async () => {
    const { token } = await demoLogin(DEMO_EMPLOYEE_EMAIL);
    expect((await me(token)).status).toBe(200);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.method, 'demo'));
    expect((await me(token)).status).toBe(401);
  });

  it('stores no token, only a keyed hash of it', async () => {
    const { token } = await demoLogin(DEMO_ADMIN_EMAIL);
    const rows = await database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => !r.tokenHash.includes(token))).toBe(true);
  });
});

describe('demo sign-in switched off', () => {
  let database: TestDatabase;
  let server: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCompany(database.db);
    server = await startTestApp(database, { env: { DEMO_LOGIN: 'false' } });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('has no demo sign-in route and lists no demo accounts', async () => {
    const res = await postJson(`${server.baseUrl}/api/auth/demo-login`, {
      email: DEMO_ADMIN_EMAIL,
    });
    expect(res.status).toBe(404);
    const options = authOptionsResponseSchema.parse(
      await (await fetch(`${server.baseUrl}/api/auth/options`)).json(),
    );
    expect(options.demoAccounts).toBeNull();
    expect(options.google).toBeNull();
    expect(options.adminSignIn).toBe(false);
  });
});

describe('sign-in options when /admin is configured (issue 18)', () => {
  let database: TestDatabase;
  let server: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestApp(database, {
      env: { GOOGLE_CLIENT_ID: 'web-client', ADMIN_EMAIL: 'ops@ronda.example' },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('PUB-ADMIN-01 says /admin can sign in once Google sign-in and ADMIN_EMAIL are both set', async () => {
    const options = authOptionsResponseSchema.parse(
      await (await fetch(`${server.baseUrl}/api/auth/options`)).json(),
    );
    expect(options.adminSignIn).toBe(true);
    // Which account may sign in stays on the server.
    expect(JSON.stringify(options)).not.toContain('ops@ronda.example');
  });
});
