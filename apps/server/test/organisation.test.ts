import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyChangesResponseSchema,
  inviteSchema,
  loginResponseSchema,
  subscriptionStatsResponseSchema,
} from '@ronda/shared';
import { bearer, insertCompany, insertDepartment, insertUser, postJson } from './fixtures.ts';
import { startIdentityStandIn, type IdentityStandIn } from './stand-ins/identity-provider.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const GOOGLE = 'web-google-client';

/**
 * Issue 13 on the server: seats and the subscription total, the company's own details, join
 * codes with a use limit, joining as someone who already has an account, and the audit trail.
 */
describe('organisation API: subscription, company details, join codes, audit trail', () => {
  let database: TestDatabase;
  let server: TestApp;
  let idp: IdentityStandIn;
  let companyId: string;
  const tokens: Record<'admin' | 'supervisor' | 'employee', string> = {
    admin: '',
    supervisor: '',
    employee: '',
  };
  const ids: Record<string, string> = {};

  const url = (path: string) => `${server.baseUrl}${path}`;
  const send = (method: string, path: string, token: string, body?: unknown) =>
    fetch(url(path), {
      method,
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const demoSignIn = async (email: string) => {
    const res = await postJson(url('/api/auth/demo-login'), { email });
    expect(res.status).toBe(200);
    return loginResponseSchema.parse(await res.json()).token;
  };
  const seats = async (token: string) => {
    const res = await send('GET', '/api/companies/active-users-count', token);
    expect(res.status).toBe(200);
    return subscriptionStatsResponseSchema.parse(await res.json()).data;
  };
  const googleJoin = async (code: string, email: string) =>
    postJson(url('/api/onboarding/join'), {
      provider: 'google',
      idToken: await idp.sign({ provider: 'google', email, audience: GOOGLE, givenName: 'New' }),
      code,
    });
  const createInvite = async (body: Record<string, unknown>) => {
    const res = await postJson(url('/api/company/invites'), body, bearer(tokens.admin));
    expect(res.status).toBe(201);
    return inviteSchema.parse(((await res.json()) as { invite: unknown }).invite);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    idp = await startIdentityStandIn();
    server = await startTestApp(database, {
      env: { DEMO_LOGIN: 'true', GOOGLE_CLIENT_ID: GOOGLE, GOOGLE_JWKS_URL: idp.jwksUrl },
    });
    const db = database.db;
    const company = await insertCompany(db, { name: 'Salcete Sanitation' });
    companyId = company.id;
    const person = (key: string, values: Record<string, unknown> = {}) =>
      insertUser(db, { companyId, email: `${key}@salcete.example`, firstName: key, ...values });
    const admin = await person('asha', { isAdmin: true });
    const supervisor = await person('bento', { isSupervisor: true });
    const employee = await person('carla');
    const twoTeams = await person('dinesh');
    const loner = await person('elvis');
    await person('fatima', { status: 'inactive' });
    const north = await insertDepartment(db, companyId, 'North', [
      supervisor.id,
      employee.id,
      twoTeams.id,
    ]);
    const south = await insertDepartment(db, companyId, 'South', [twoTeams.id, loner.id]);
    Object.assign(ids, {
      admin: admin.id,
      supervisor: supervisor.id,
      employee: employee.id,
      twoTeams: twoTeams.id,
      loner: loner.id,
      north: north.id,
      south: south.id,
    });
    tokens.admin = await demoSignIn('asha@salcete.example');
    tokens.supervisor = await demoSignIn('bento@salcete.example');
    tokens.employee = await demoSignIn('carla@salcete.example');
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
    await database.drop();
  });

  it('CON-PAY-04 CON-PAY-09 CON-PAY-10 CON-PAY-13: counts active people once each, an admin as a supervisor, and totals from the shared prices (free in the trial)', async () => {
    const data = await seats(tokens.admin);
    expect(data.companyName).toBe('Salcete Sanitation');
    expect(data.employees.users.map((u) => u.name).sort()).toEqual([
      'carla Person',
      'dinesh Person',
      'elvis Person',
    ]);
    expect(data.supervisors.users.map((u) => u.name).sort()).toEqual([
      'asha Person',
      'bento Person',
    ]);
    expect(data.employees).toMatchObject({ count: 3, pricePerMonth: 185 });
    expect(data.supervisors).toMatchObject({ count: 2, pricePerMonth: 120 });
    expect(data.totalCost).toEqual({
      total: 0,
      regularTotal: 3 * 185 + 2 * 120,
      currency: 'INR',
      freeTrial: true,
    });
    const dinesh = data.employees.users.find((u) => u.name.startsWith('dinesh'));
    expect(dinesh?.departments.map((d) => d.name).sort()).toEqual(['North', 'South']);
  });

  it('CON-PAY-16: a supervisor sees the seats of their own teams; an employee is refused; signed out is 401', async () => {
    const data = await seats(tokens.supervisor);
    expect(data.employees.users.map((u) => u.name).sort()).toEqual([
      'carla Person',
      'dinesh Person',
    ]);
    expect(data.supervisors.users.map((u) => u.name)).toEqual(['bento Person']);
    expect((await send('GET', '/api/companies/active-users-count', tokens.employee)).status).toBe(
      403,
    );
    expect((await fetch(url('/api/companies/active-users-count'))).status).toBe(401);
  });

  it('lets an admin edit the company, refuses bad values with a message, and keeps what was stored', async () => {
    const ok = await send('PATCH', '/api/company', tokens.admin, {
      phone: '+91 832 270 0000',
      website: 'https://salcete.example',
      address: 'Margao Municipal Market, Goa',
      coordinates: { lat: 15.2733, lng: 73.9583 },
      timezone: 'Asia/Kolkata',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      company: {
        phone: '+91 832 270 0000',
        address: 'Margao Municipal Market, Goa',
        coordinates: { lat: 15.2733, lng: 73.9583 },
      },
    });
    const badZone = await send('PATCH', '/api/company', tokens.admin, { timezone: 'Goa/Margao' });
    expect(badZone.status).toBe(400);
    expect(((await badZone.json()) as { message: string }).message).toMatch(/time zone/);
    const badSite = await send('PATCH', '/api/company', tokens.admin, { website: 'salcete' });
    expect(badSite.status).toBe(400);
    // Issue 28: every kept text has a ceiling.
    for (const long of [
      { website: `https://salcete.example/${'a'.repeat(500)}` },
      { email: `${'a'.repeat(250)}@salcete.example` },
    ]) {
      const res = await send('PATCH', '/api/company', tokens.admin, long);
      expect(res.status, JSON.stringify(long).slice(0, 30)).toBe(400);
    }
    const foreignLogo = await send('PATCH', '/api/company', tokens.admin, {
      logo: 'https://elsewhere.example/logo.png',
    });
    expect(foreignLogo.status).toBe(400);
    expect((await send('PATCH', '/api/company', tokens.admin, {})).status).toBe(400);
    expect(
      (await send('PATCH', '/api/company', tokens.supervisor, { name: 'Taken Over' })).status,
    ).toBe(403);
    const company = (await (await fetch(url(`/api/companies/${companyId}`))).json()) as {
      company: { name: string; website: string };
    };
    expect(company.company).toMatchObject({
      name: 'Salcete Sanitation',
      website: 'https://salcete.example',
    });
  });

  it('issue 27: the shortest stop is a company setting from 1 to 60 minutes, 5 until an admin changes it, in the audit trail', async () => {
    const read = async () =>
      (
        (await (await send('GET', `/api/companies/${companyId}`, tokens.admin)).json()) as {
          company: { stopThresholdMinutes: number };
        }
      ).company.stopThresholdMinutes;
    expect(await read()).toBe(5);
    for (const bad of [0, 61, 2.5, '3', null]) {
      const res = await send('PATCH', '/api/company', tokens.admin, { stopThresholdMinutes: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/stopThresholdMinutes/);
    }
    expect(
      (await send('PATCH', '/api/company', tokens.supervisor, { stopThresholdMinutes: 3 })).status,
    ).toBe(403);
    expect(await read()).toBe(5);
    const ok = await send('PATCH', '/api/company', tokens.admin, { stopThresholdMinutes: 3 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ company: { stopThresholdMinutes: 3 } });
    expect(await read()).toBe(3);
    const trail = (await (await send('GET', '/api/company/changes', tokens.admin)).json()) as {
      changes: { summary: string }[];
    };
    expect(trail.changes[0]?.summary).toBe("Changed the company's shortest stop");
  });

  it('issue 28: default due days per priority are a company setting of 0 to 60, the issue’s until changed, in the audit trail', async () => {
    const read = async () =>
      (
        (await (await send('GET', `/api/companies/${companyId}`, tokens.admin)).json()) as {
          company: { defaultDueDays: Record<string, number> };
        }
      ).company.defaultDueDays;
    expect(await read()).toEqual({ critical: 0, high: 1, medium: 3, low: 5 });
    const valid = { critical: 0, high: 2, medium: 4, low: 10 };
    for (const [bad, message] of [
      [{ ...valid, low: 61 }, 'Invalid body.defaultDueDays.low: must be from 0 to 60 days'],
      [{ ...valid, high: -1 }, 'Invalid body.defaultDueDays.high: must be from 0 to 60 days'],
      [
        { ...valid, medium: 1.5 },
        'Invalid body.defaultDueDays.medium: must be a whole number of days',
      ],
      [{ critical: 0 }, 'Invalid body.defaultDueDays.high: must be a whole number of days'],
      [null, 'Invalid body.defaultDueDays: must give the days for critical, high, medium and low'],
    ] as const) {
      const res = await send('PATCH', '/api/company', tokens.admin, { defaultDueDays: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(
      (await send('PATCH', '/api/company', tokens.supervisor, { defaultDueDays: valid })).status,
    ).toBe(403);
    expect(await read()).toEqual({ critical: 0, high: 1, medium: 3, low: 5 });
    const ok = await send('PATCH', '/api/company', tokens.admin, { defaultDueDays: valid });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ company: { defaultDueDays: valid } });
    expect(await read()).toEqual(valid);
    const trail = companyChangesResponseSchema.parse(
      await (await send('GET', '/api/company/changes', tokens.admin)).json(),
    );
    expect(trail.changes[0]?.summary).toBe("Changed the company's default due dates");
  });

  it('moves a person between departments in one step', async () => {
    const res = await send('PUT', `/api/company/users/${ids.twoTeams}/departments`, tokens.admin, {
      departmentIds: [ids.south],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { departments: [{ id: ids.south, name: 'South' }] },
    });
    const unknown = await send(
      'PUT',
      `/api/company/users/${ids.twoTeams}/departments`,
      tokens.admin,
      {
        departmentIds: ['00000000-0000-4000-8000-000000000000'],
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('ends a join code after its last use, and hides it from the live list', async () => {
    const invite = await createInvite({ departmentId: ids.north, maxUses: 1 });
    expect(invite).toMatchObject({ maxUses: 1, usedCount: 0, departmentName: 'North' });
    expect((await googleJoin(invite.code, 'first@mail.example')).status).toBe(201);
    const second = await googleJoin(invite.code, 'second@mail.example');
    expect(second.status).toBe(404);
    expect(await second.json()).toEqual({
      is_success: false,
      message: 'This invitation has expired or was revoked',
    });
    expect((await fetch(url(`/api/onboarding/invites/${invite.code}`))).status).toBe(404);
    const live = (await (await send('GET', '/api/company/invites', tokens.admin)).json()) as {
      invites: { id: string }[];
    };
    expect(live.invites.map((i) => i.id)).not.toContain(invite.id);
  });

  it('tells someone of another company they cannot join, and changes nothing', async () => {
    const other = await insertCompany(database.db, { name: 'Bardez Bakers' });
    await insertUser(database.db, { companyId: other.id, email: 'baker@bardez.example' });
    const invite = await createInvite({ departmentId: ids.north, maxUses: 5 });
    const res = await googleJoin(invite.code, 'baker@bardez.example');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'You already belong to another company (Bardez Bakers), so you cannot join Salcete Sanitation. Nothing was changed.',
    );
    const preview = await fetch(url(`/api/onboarding/invites/${invite.code}`));
    expect(preview.status).toBe(200);
    const live = (await (await send('GET', '/api/company/invites', tokens.admin)).json()) as {
      invites: { id: string; usedCount: number }[];
    };
    expect(live.invites.find((i) => i.id === invite.id)?.usedCount).toBe(0);
  });

  it('places a signed-in member of the company in the code’s department', async () => {
    const invite = await createInvite({ departmentId: ids.south });
    const res = await send('POST', '/api/onboarding/join-signed-in', tokens.employee, {
      code: invite.code,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { email: 'carla@salcete.example' },
      company: { id: companyId },
    });
    const me = (await (await send('GET', '/api/auth/me', tokens.employee)).json()) as {
      user: { departments: { name: string }[] };
    };
    expect(me.user.departments.map((d) => d.name).sort()).toEqual(['North', 'South']);
  });

  it('deactivating a person ends their session at once and drops their seat', async () => {
    const lonerToken = await demoSignIn('elvis@salcete.example');
    expect((await send('GET', '/api/auth/me', lonerToken)).status).toBe(200);
    const before = await seats(tokens.admin);
    const res = await send('POST', `/api/company/users/${ids.loner}/deactivate`, tokens.admin);
    expect(res.status).toBe(200);
    expect((await send('GET', '/api/auth/me', lonerToken)).status).toBe(401);
    const after = await seats(tokens.admin);
    expect(after.employees.count).toBe(before.employees.count - 1);
    expect(after.totalCost.regularTotal).toBe(before.totalCost.regularTotal - 185);
  });

  it('writes every change to the audit trail, newest first, for admins only', async () => {
    const res = await send('GET', '/api/company/changes?limit=50', tokens.admin);
    expect(res.status).toBe(200);
    const { changes } = companyChangesResponseSchema.parse(await res.json());
    const summaries = changes.map((c) => c.summary);
    expect(summaries[0]).toBe('Deactivated elvis Person');
    expect(summaries).toContain('Moved dinesh Person to South');
    expect(summaries).toContain(
      "Changed the company's phone, website, address, map position, time zone",
    );
    expect(
      summaries.some((s) => /^Created join code [A-Z0-9]{8} for North, up to 1 person$/.test(s)),
    ).toBe(true);
    expect(summaries.some((s) => /^carla Person joined South with code/.test(s))).toBe(true);
    expect(changes[0]?.actor?.id).toBe(ids.admin);
    const times = changes.map((c) => Date.parse(c.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await send('GET', '/api/company/changes', tokens.supervisor)).status).toBe(403);
    expect((await send('GET', '/api/company/changes?limit=0', tokens.admin)).status).toBe(400);
  });
});
