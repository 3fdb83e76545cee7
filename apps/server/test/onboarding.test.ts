import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inviteSchema, loginResponseSchema } from '@ronda/shared';
import { departmentMembers, invites } from '../src/db/schema/index.ts';
import { bearer, postJson } from './fixtures.ts';
import { startIdentityStandIn, type IdentityStandIn } from './stand-ins/identity-provider.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const GOOGLE = 'mobile-google-client';
const APPLE = 'com.ronda.app';

describe('onboarding API: register a business, invite employees, join by code (CON-OURS-01)', () => {
  let database: TestDatabase;
  let server: TestApp;
  let idp: IdentityStandIn;

  beforeAll(async () => {
    database = await createTestDatabase();
    idp = await startIdentityStandIn();
    server = await startTestApp(database, {
      env: {
        GOOGLE_CLIENT_ID: GOOGLE,
        GOOGLE_JWKS_URL: idp.jwksUrl,
        APPLE_CLIENT_ID: APPLE,
        APPLE_JWKS_URL: idp.jwksUrl,
        PUBLIC_URL: 'https://app.ronda.example',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
    await database.drop();
  });

  const url = (path: string) => `${server.baseUrl}${path}`;
  const googleToken = (email: string, extra: { givenName?: string; familyName?: string } = {}) =>
    idp.sign({ provider: 'google', email, audience: GOOGLE, ...extra });

  async function register(email: string, companyName = 'Konkan Couriers') {
    return postJson(url('/api/onboarding/register'), {
      provider: 'google',
      idToken: await googleToken(email),
      company: { name: companyName, address: 'Margao, Goa' },
      admin: { firstName: 'Anita', lastName: 'Desai' },
    });
  }

  it('registers a business with a verified identity: company, first admin and a session; the demo sign-in refuses its people (issue 16)', async () => {
    const res = await register('anita@konkan.example');
    expect(res.status).toBe(201);
    const body = loginResponseSchema.parse(await res.json());
    expect(body.company).toMatchObject({
      name: 'Konkan Couriers',
      timezone: 'Asia/Kolkata',
      isActive: true,
    });
    expect(body.user).toMatchObject({
      email: 'anita@konkan.example',
      role: 'admin',
      firstName: 'Anita',
    });
    expect((await fetch(url('/api/auth/me'), { headers: bearer(body.token) })).status).toBe(200);
    // A registered company is not the demo: knowing its admin's e-mail signs nobody in.
    const demo = await postJson(url('/api/auth/demo-login'), { email: 'anita@konkan.example' });
    expect(demo.status).toBe(403);
    expect(await demo.json()).toEqual({
      is_success: false,
      message:
        "The demo sign-in is only for the demo company's people. Sign in with Google or Apple.",
    });
  });

  it('refuses to register an e-mail that already has an account, and an unverified token', async () => {
    const again = await register('anita@konkan.example', 'Second Co');
    expect(again.status).toBe(409);
    const bad = await postJson(url('/api/onboarding/register'), {
      provider: 'google',
      idToken: await idp.signWithUnknownKey({
        provider: 'google',
        email: 'x@y.example',
        audience: GOOGLE,
      }),
      company: { name: 'Nope' },
      admin: { firstName: 'X' },
    });
    expect(bad.status).toBe(401);
  });

  it('lets an admin create an expiring join code with a QR link, and an employee join with it', async () => {
    const admin = loginResponseSchema.parse(
      await (await register('ravi@dudhsagar.example', 'Dudhsagar Dairy')).json(),
    );
    const dept = await postJson(
      url('/api/company/departments'),
      { name: 'Milk Rounds' },
      bearer(admin.token),
    );
    expect(dept.status).toBe(201);
    const { department } = (await dept.json()) as { department: { id: string } };

    const created = await postJson(
      url('/api/company/invites'),
      { departmentId: department.id, expiresInHours: 48 },
      bearer(admin.token),
    );
    expect(created.status).toBe(201);
    const invite = inviteSchema.parse(((await created.json()) as { invite: unknown }).invite);
    expect(invite.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(invite.qrPayload).toBe(`https://app.ronda.example/join?code=${invite.code}`);
    const hours = (Date.parse(invite.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const preview = await fetch(url(`/api/onboarding/invites/${invite.code.toLowerCase()}`));
    expect(await preview.json()).toMatchObject({
      companyName: 'Dudhsagar Dairy',
      departmentName: 'Milk Rounds',
    });

    const joined = await postJson(url('/api/onboarding/join'), {
      provider: 'apple',
      idToken: await idp.sign({ provider: 'apple', email: 'sunita@mail.example', audience: APPLE }),
      code: invite.code,
      firstName: 'Sunita',
      lastName: 'Gawas',
    });
    expect(joined.status).toBe(201);
    const employee = loginResponseSchema.parse(await joined.json());
    expect(employee.company.id).toBe(admin.company.id);
    expect(employee.user).toMatchObject({
      role: 'employee',
      firstName: 'Sunita',
      departments: [{ id: department.id, name: 'Milk Rounds' }],
    });
  });

  it('refuses an expired, revoked or unknown code', async () => {
    const admin = loginResponseSchema.parse(
      await (await register('owner@mapusa.example', 'Mapusa Movers')).json(),
    );
    const make = async () =>
      inviteSchema.parse(
        (
          (await (await postJson(url('/api/company/invites'), {}, bearer(admin.token))).json()) as {
            invite: unknown;
          }
        ).invite,
      );
    const join = async (code: string, email: string) =>
      postJson(url('/api/onboarding/join'), {
        provider: 'google',
        idToken: await googleToken(email, { givenName: 'Joe' }),
        code,
      });

    const expired = await make();
    await database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, expired.id));
    const res = await join(expired.code, 'late@x.example');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      is_success: false,
      message: 'This invitation has expired or was revoked',
    });

    const revoked = await make();
    expect(
      (
        await fetch(url(`/api/company/invites/${revoked.id}`), {
          method: 'DELETE',
          headers: bearer(admin.token),
        })
      ).status,
    ).toBe(200);
    expect((await join(revoked.code, 'revoked@x.example')).status).toBe(404);
    expect((await join('ZZZZ2222', 'nobody@x.example')).status).toBe(404);
    expect((await join('short', 'nobody@x.example')).status).toBe(400);

    const live = await make();
    const listed = (await (
      await fetch(url('/api/company/invites'), { headers: bearer(admin.token) })
    ).json()) as { invites: { id: string }[] };
    expect(listed.invites.map((i) => i.id)).toEqual([live.id]);
    const ok = await join(live.code, 'joe@x.example');
    expect(ok.status).toBe(201);
    expect(loginResponseSchema.parse(await ok.json()).user.firstName).toBe('Joe');
  });

  it('lets admins manage departments, members, supervisors and deactivation; deactivation ends sessions', async () => {
    const admin = loginResponseSchema.parse(
      await (await register('boss@ponda.example', 'Ponda Plumbing')).json(),
    );
    const auth = bearer(admin.token);
    const invite = inviteSchema.parse(
      (
        (await (await postJson(url('/api/company/invites'), {}, auth)).json()) as {
          invite: unknown;
        }
      ).invite,
    );
    const worker = loginResponseSchema.parse(
      await (
        await postJson(url('/api/onboarding/join'), {
          provider: 'google',
          idToken: await googleToken('pipe@ponda.example'),
          code: invite.code,
          firstName: 'Pio',
        })
      ).json(),
    );
    const { department } = (await (
      await postJson(
        url('/api/company/departments'),
        { name: 'Repairs', description: 'Leaks' },
        auth,
      )
    ).json()) as { department: { id: string } };

    const renamed = await fetch(url(`/api/company/departments/${department.id}`), {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Leak Repairs' }),
    });
    expect(await renamed.json()).toMatchObject({
      department: { name: 'Leak Repairs', description: 'Leaks' },
    });
    expect(
      (await postJson(url('/api/company/departments'), { name: 'Leak Repairs' }, auth)).status,
    ).toBe(409);

    expect(
      (
        await fetch(url(`/api/company/departments/${department.id}/members/${worker.user.id}`), {
          method: 'PUT',
          headers: auth,
        })
      ).status,
    ).toBe(200);
    const members = await database.db
      .select()
      .from(departmentMembers)
      .where(eq(departmentMembers.departmentId, department.id));
    expect(members.map((m) => m.userId)).toEqual([worker.user.id]);

    const promoted = await fetch(url(`/api/company/users/${worker.user.id}`), {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ isSupervisor: true }),
    });
    expect(await promoted.json()).toMatchObject({
      user: { role: 'supervisor', departments: [{ name: 'Leak Repairs' }] },
    });

    // A supervisor is not an admin: company set-up stays closed to them.
    const forbidden = await postJson(
      url('/api/company/departments'),
      { name: 'Sneaky' },
      bearer(worker.token),
    );
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      is_success: false,
      message: 'You do not have permission to perform this action.',
    });

    expect(
      (
        await fetch(url(`/api/company/departments/${department.id}/members/${worker.user.id}`), {
          method: 'DELETE',
          headers: auth,
        })
      ).status,
    ).toBe(200);
    const deactivated = await postJson(
      url(`/api/company/users/${worker.user.id}/deactivate`),
      {},
      auth,
    );
    expect(await deactivated.json()).toMatchObject({
      user: { status: 'inactive', isActive: false },
    });
    expect((await fetch(url('/api/auth/me'), { headers: bearer(worker.token) })).status).toBe(401);
    const signInAgain = await postJson(url('/api/company/login'), {
      provider: 'google',
      idToken: await googleToken('pipe@ponda.example'),
    });
    expect(signInAgain.status).toBe(403);
    expect(
      (await postJson(url(`/api/company/users/${worker.user.id}/reactivate`), {}, auth)).status,
    ).toBe(200);
    expect(
      (
        await postJson(url('/api/company/login'), {
          provider: 'google',
          idToken: await googleToken('pipe@ponda.example'),
        })
      ).status,
    ).toBe(200);

    const selfOff = await postJson(url(`/api/company/users/${admin.user.id}/deactivate`), {}, auth);
    expect(selfOff.status).toBe(409);
    expect(
      (
        await fetch(url(`/api/company/departments/${department.id}`), {
          method: 'DELETE',
          headers: auth,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fetch(url(`/api/company/departments/${department.id}`), {
          method: 'DELETE',
          headers: auth,
        })
      ).status,
    ).toBe(404);
  });
});
