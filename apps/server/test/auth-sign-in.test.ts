import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginResponseSchema, meResponseSchema } from '@ronda/shared';
import { deletionRequests, users } from '../src/db/schema/index.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_COMPANY_ID,
  seedDemoCompany,
} from '../src/db/seed/seed-demo-company.ts';
import { bearer, insertCompany, insertUser, postJson } from './fixtures.ts';
import {
  startIdentityStandIn,
  unsignedToken,
  type IdentityStandIn,
} from './stand-ins/identity-provider.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const GOOGLE_CLIENT = 'ronda-web.apps.googleusercontent.test';
const APPLE_CLIENT = 'com.ronda.web.test';

describe('POST /api/company/login: Google and Apple ID tokens verified on the server (PUB-LOGIN, PUB-AUTH)', () => {
  let database: TestDatabase;
  let server: TestApp;
  let idp: IdentityStandIn;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCompany(database.db);
    idp = await startIdentityStandIn();
    server = await startTestApp(database, {
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
        GOOGLE_JWKS_URL: idp.jwksUrl,
        APPLE_CLIENT_ID: APPLE_CLIENT,
        APPLE_JWKS_URL: idp.jwksUrl,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
    await database.drop();
  });

  const login = (body: unknown) => postJson(`${server.baseUrl}/api/company/login`, body);
  const google = (claims: Partial<Parameters<IdentityStandIn['sign']>[0]> = {}) =>
    idp.sign({ provider: 'google', email: DEMO_ADMIN_EMAIL, audience: GOOGLE_CLIENT, ...claims });

  async function expectRefused(res: Response, status: number, message?: string) {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { is_success: boolean; message: string; token?: string };
    expect(body.is_success).toBe(false);
    expect(body.token).toBeUndefined();
    if (message) expect(body.message).toBe(message);
    return body;
  }

  it('PUB-LOGIN-04 PUB-API-17 signs in with a valid Google token and answers token, user and company', async () => {
    const res = await login({ provider: 'google', idToken: await google() });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(await res.json());
    expect(body.user.email).toBe(DEMO_ADMIN_EMAIL);
    expect(body.user.role).toBe('admin');
    expect(body.company.id).toBe(DEMO_COMPANY_ID);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(body.token) });
    expect(meResponseSchema.parse(await me.json()).user.email).toBe(DEMO_ADMIN_EMAIL);
  });

  it('PUB-LOGIN-02 PUB-LOGIN-04 signs in with a valid Apple token (email_verified as the string "true")', async () => {
    const idToken = await idp.sign({
      provider: 'apple',
      email: DEMO_ADMIN_EMAIL.toUpperCase(),
      audience: APPLE_CLIENT,
    });
    const res = await login({ provider: 'apple', idToken });
    expect(res.status).toBe(200);
    expect(loginResponseSchema.parse(await res.json()).user.email).toBe(DEMO_ADMIN_EMAIL);
  });

  it('PUB-LOGIN-04 refuses a token for another audience', async () => {
    await expectRefused(
      await login({ provider: 'google', idToken: await google({ audience: 'someone-else' }) }),
      401,
    );
    // An Apple token is not a Google token, even for a valid user.
    const apple = await idp.sign({
      provider: 'apple',
      email: DEMO_ADMIN_EMAIL,
      audience: APPLE_CLIENT,
    });
    await expectRefused(await login({ provider: 'google', idToken: apple }), 401);
  });

  it('PUB-LOGIN-04 refuses a token from another issuer', async () => {
    await expectRefused(
      await login({
        provider: 'google',
        idToken: await google({ issuer: 'https://evil.example' }),
      }),
      401,
    );
  });

  it("accepts both of Google's issuer spellings", async () => {
    const res = await login({
      provider: 'google',
      idToken: await google({ issuer: 'accounts.google.com' }),
    });
    expect(res.status).toBe(200);
  });

  it('PUB-LOGIN-04 refuses an expired token', async () => {
    await expectRefused(
      await login({ provider: 'google', idToken: await google({ expiresIn: -120 }) }),
      401,
    );
  });

  it('PUB-LOGIN-04 refuses an unsigned token (alg: none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const idToken = unsignedToken({
      iss: 'https://accounts.google.com',
      aud: GOOGLE_CLIENT,
      sub: 'x',
      email: DEMO_ADMIN_EMAIL,
      email_verified: true,
      iat: now,
      exp: now + 3600,
    });
    await expectRefused(await login({ provider: 'google', idToken }), 401);
  });

  it('PUB-LOGIN-04 refuses a token signed by a key the provider does not publish', async () => {
    const idToken = await idp.signWithUnknownKey({
      provider: 'google',
      email: DEMO_ADMIN_EMAIL,
      audience: GOOGLE_CLIENT,
    });
    await expectRefused(await login({ provider: 'google', idToken }), 401);
  });

  it('PUB-LOGIN-04 refuses a token whose e-mail the provider has not verified', async () => {
    const body = await expectRefused(
      await login({ provider: 'google', idToken: await google({ emailVerified: false }) }),
      401,
    );
    expect(body.message).toBe('Google has not verified this e-mail address');
  });

  it("PUB-LOGIN-08 PUB-API-17 answers 404 'Email not found.' for a verified e-mail with no account", async () => {
    await expectRefused(
      await login({
        provider: 'google',
        idToken: await google({ email: 'stranger@elsewhere.example' }),
      }),
      404,
      'Email not found.',
    );
  });

  it('PUB-LOGIN-04 PUB-LOGIN-05 never accepts a bare e-mail (ours: the page sends the ID token, not {email})', async () => {
    await expectRefused(await login({ email: DEMO_ADMIN_EMAIL }), 400);
    await expectRefused(await login({ provider: 'google', email: DEMO_ADMIN_EMAIL }), 400);
  });

  it('refuses a deactivated user and a user of an inactive company', async () => {
    const company = await insertCompany(database.db);
    const inactive = await insertUser(database.db, { companyId: company.id, status: 'inactive' });
    await expectRefused(
      await login({ provider: 'google', idToken: await google({ email: inactive.email }) }),
      403,
      'This account has been deactivated. Ask your company admin to reactivate it.',
    );
    const closed = await insertCompany(database.db, { isActive: false });
    const member = await insertUser(database.db, { companyId: closed.id });
    await expectRefused(
      await login({ provider: 'google', idToken: await google({ email: member.email }) }),
      403,
      'This company account is not active.',
    );
  });

  it('ends the session on logout: reusing the token answers 401', async () => {
    const { token } = loginResponseSchema.parse(
      await (await login({ provider: 'google', idToken: await google() })).json(),
    );
    const out = await fetch(`${server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(out.status).toBe(200);
    await expectRefused(
      await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(token) }),
      401,
    );
    await expectRefused(
      await fetch(`${server.baseUrl}/api/auth/logout`, { method: 'POST', headers: bearer(token) }),
      401,
    );
  });

  it('answers 401 without a token or with a made-up one', async () => {
    await expectRefused(
      await fetch(`${server.baseUrl}/api/auth/me`),
      401,
      'Authentication required',
    );
    await expectRefused(
      await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer('x'.repeat(43)) }),
      401,
      'Your session has ended. Please sign in again.',
    );
  });

  it('cancels a pending account deletion within its 14-day grace period, not after it', async () => {
    const company = await insertCompany(database.db);
    const user = await insertUser(database.db, { companyId: company.id });
    const day = 24 * 3600 * 1000;
    const [inGrace] = await database.db
      .insert(deletionRequests)
      .values({
        email: user.email.toUpperCase(),
        companyName: company.name,
        phone: '+91 90000 00000',
        reason: 'no-longer-needed',
        graceEndsAt: new Date(Date.now() + 10 * day),
        executeAfter: new Date(Date.now() + 26 * day),
      })
      .returning();
    const [pastGrace] = await database.db
      .insert(deletionRequests)
      .values({
        email: user.email,
        companyName: company.name,
        phone: '+91 90000 00000',
        reason: 'other',
        graceEndsAt: new Date(Date.now() - day),
        executeAfter: new Date(Date.now() + 15 * day),
      })
      .returning();
    expect(
      (await login({ provider: 'google', idToken: await google({ email: user.email }) })).status,
    ).toBe(200);
    const rows = await database.db.select().from(deletionRequests);
    expect(rows.find((r) => r.id === inGrace?.id)?.status).toBe('cancelled');
    expect(rows.find((r) => r.id === pastGrace?.id)?.status).toBe('pending');
  });

  it('deactivating a user ends their sessions at once', async () => {
    const company = await insertCompany(database.db);
    const user = await insertUser(database.db, { companyId: company.id });
    const { token } = loginResponseSchema.parse(
      await (
        await login({ provider: 'google', idToken: await google({ email: user.email }) })
      ).json(),
    );
    expect((await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(token) })).status).toBe(
      200,
    );
    await database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    await expectRefused(
      await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(token) }),
      401,
    );
  });
});
