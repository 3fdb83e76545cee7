import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inviteSchema, loginResponseSchema, meResponseSchema } from '@ronda/shared';
import { departments, invites, trackingKeys, users } from '../src/db/schema/index.ts';
import { DEMO_ADMIN_EMAIL, seedDemoCompany } from '../src/db/seed/seed-demo-company.ts';
import { bearer, insertCompany, insertDepartment, insertUser, postJson } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Cross-tenant suite: users of company A aim every signed-in route at company B's ids. Each must
 * answer 404, exactly as for an id that does not exist, and B's data must be unchanged.
 * Later features add their routes to `crossTenantCalls`.
 */
interface OtherIds {
  departmentId: string;
  userId: string;
  inviteId: string;
  companyId: string;
  workSiteId: string;
  trackingKeyId: string;
}
interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (b: OtherIds, a: { departmentId: string }) => string;
  body?: unknown;
}

const crossTenantCalls: Call[] = [
  {
    name: 'rename department',
    method: 'PATCH',
    path: (b) => `/api/company/departments/${b.departmentId}`,
    body: { name: 'Hijacked' },
  },
  {
    name: 'delete department',
    method: 'DELETE',
    path: (b) => `/api/company/departments/${b.departmentId}`,
  },
  {
    name: 'add member to other department',
    method: 'PUT',
    path: (b) => `/api/company/departments/${b.departmentId}/members/${b.userId}`,
  },
  {
    name: 'add other user to own department',
    method: 'PUT',
    path: (b, a) => `/api/company/departments/${a.departmentId}/members/${b.userId}`,
  },
  {
    name: 'remove member',
    method: 'DELETE',
    path: (b) => `/api/company/departments/${b.departmentId}/members/${b.userId}`,
  },
  {
    name: 'mark supervisor',
    method: 'PATCH',
    path: (b) => `/api/company/users/${b.userId}`,
    body: { isSupervisor: true },
  },
  {
    name: 'deactivate user',
    method: 'POST',
    path: (b) => `/api/company/users/${b.userId}/deactivate`,
    body: {},
  },
  {
    name: 'reactivate user',
    method: 'POST',
    path: (b) => `/api/company/users/${b.userId}/reactivate`,
    body: {},
  },
  { name: 'revoke invite', method: 'DELETE', path: (b) => `/api/company/invites/${b.inviteId}` },
  {
    name: 'rename work site',
    method: 'PATCH',
    path: (b) => `/api/company/work-sites/${b.workSiteId}`,
    body: { name: 'Hijacked' },
  },
  {
    name: 'delete work site',
    method: 'DELETE',
    path: (b) => `/api/company/work-sites/${b.workSiteId}`,
  },
  {
    name: 'latest locations',
    method: 'GET',
    path: (b) => `/api/companies/${b.companyId}/latest-locations?excludeNoLocation=false`,
  },
  { name: 'live positions', method: 'GET', path: (b) => `/api/companies/${b.companyId}/live` },
  { name: 'work logs', method: 'GET', path: (b) => `/api/companies/${b.userId}/worklogs` },
  {
    name: 'attendance',
    method: 'GET',
    path: (b) => `/api/companies/attendance/${b.userId}/2026-11-24`,
  },
  {
    name: 'work log in other department',
    method: 'POST',
    path: () => '/api/device/worklogs',
    body: { id: 'x-1', timestamp: 'NOW', description: 'Sneaky', departmentId: 'B_DEPARTMENT' },
  },
  {
    name: 'invite into other department',
    method: 'POST',
    path: () => '/api/company/invites',
    body: { departmentId: 'B_DEPARTMENT' },
  },
  {
    name: 'tracking key for a person of another company',
    method: 'POST',
    path: () => '/api/device/tracking-keys',
    body: { userId: 'B_USER' },
  },
  {
    name: 'revoke tracking key',
    method: 'DELETE',
    path: (b) => `/api/device/tracking-keys/${b.trackingKeyId}`,
  },
];

describe('tenant isolation: no signed-in route reads or changes another company (CON-OURS-04)', () => {
  let database: TestDatabase;
  let server: TestApp;
  let tokenA: string;
  let companyA: string;
  let ownDepartmentA: string;
  let other: OtherIds;
  let tokenB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCompany(database.db);
    server = await startTestApp(database, { env: { DEMO_LOGIN: 'true' } });
    const a = loginResponseSchema.parse(
      await (
        await postJson(`${server.baseUrl}/api/auth/demo-login`, { email: DEMO_ADMIN_EMAIL })
      ).json(),
    );
    tokenA = a.token;
    companyA = a.company.id;
    ownDepartmentA =
      (await database.db.select().from(departments).where(eq(departments.companyId, companyA)))[0]
        ?.id ?? '';

    const companyB = await insertCompany(database.db, { name: 'Other Co' });
    const adminB = await insertUser(database.db, { companyId: companyB.id, isAdmin: true });
    const workerB = await insertUser(database.db, { companyId: companyB.id });
    const deptB = await insertDepartment(database.db, companyB.id, 'B Team', [workerB.id]);
    const b = loginResponseSchema.parse(
      await (
        await postJson(`${server.baseUrl}/api/auth/demo-login`, { email: adminB.email })
      ).json(),
    );
    tokenB = b.token;
    const inviteB = inviteSchema.parse(
      (
        (await (
          await postJson(`${server.baseUrl}/api/company/invites`, {}, bearer(tokenB))
        ).json()) as { invite: unknown }
      ).invite,
    );
    const siteB = (await (
      await postJson(
        `${server.baseUrl}/api/company/work-sites`,
        { name: 'B depot', lat: 15.3, lng: 73.9 },
        bearer(tokenB),
      )
    ).json()) as { workSite: { id: string } };
    const keyB = (await (
      await postJson(
        `${server.baseUrl}/api/device/tracking-keys`,
        { userId: workerB.id },
        bearer(tokenB),
      )
    ).json()) as { trackingKey: { id: string } };
    other = {
      departmentId: deptB.id,
      userId: workerB.id,
      inviteId: inviteB.id,
      companyId: companyB.id,
      workSiteId: siteB.workSite.id,
      trackingKeyId: keyB.trackingKey.id,
    };
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('each session sees only its own user and company', async () => {
    const meA = meResponseSchema.parse(
      await (await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(tokenA) })).json(),
    );
    const meB = meResponseSchema.parse(
      await (await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(tokenB) })).json(),
    );
    expect(meA.company.id).toBe(companyA);
    expect(meB.company.id).not.toBe(companyA);
  });

  it.each(crossTenantCalls)(
    "$name with another company's id answers 404 like a missing id",
    async (call) => {
      const body = JSON.stringify(call.body ?? {})
        .replace('B_DEPARTMENT', other.departmentId)
        .replace('B_USER', other.userId)
        .replace('NOW', new Date().toISOString());
      const res = await fetch(
        `${server.baseUrl}${call.path(other, { departmentId: ownDepartmentA })}`,
        {
          method: call.method,
          headers: {
            ...bearer(tokenA),
            ...(call.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(call.body ? { body } : {}),
        },
      );
      expect(res.status).toBe(404);
      const missing = call.path(
        {
          departmentId: crypto.randomUUID(),
          userId: crypto.randomUUID(),
          inviteId: crypto.randomUUID(),
          companyId: crypto.randomUUID(),
          workSiteId: crypto.randomUUID(),
          trackingKeyId: crypto.randomUUID(),
        },
        { departmentId: ownDepartmentA },
      );
      const res2 = await fetch(`${server.baseUrl}${missing}`, {
        method: call.method,
        headers: {
          ...bearer(tokenA),
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(call.body
          ? {
              body: JSON.stringify(call.body)
                .replace('B_DEPARTMENT', crypto.randomUUID())
                .replace('B_USER', crypto.randomUUID())
                .replace('NOW', new Date().toISOString()),
            }
          : {}),
      });
      expect(res2.status).toBe(404);
      expect(await res.json()).toEqual({
        is_success: false,
        message: ((await res2.json()) as { message: string }).message,
      });
    },
  );

  it("leaves the other company's data untouched", async () => {
    const [dept] = await database.db
      .select()
      .from(departments)
      .where(eq(departments.id, other.departmentId));
    expect(dept?.name).toBe('B Team');
    const [worker] = await database.db.select().from(users).where(eq(users.id, other.userId));
    expect(worker).toMatchObject({ status: 'active', isSupervisor: false });
    const [invite] = await database.db.select().from(invites).where(eq(invites.id, other.inviteId));
    expect(invite?.revokedAt).toBeNull();
    const [key] = await database.db
      .select()
      .from(trackingKeys)
      .where(eq(trackingKeys.id, other.trackingKeyId));
    expect(key?.revokedAt).toBeNull();
    const listA = (await (
      await fetch(`${server.baseUrl}/api/company/invites`, { headers: bearer(tokenA) })
    ).json()) as { invites: { id: string }[] };
    expect(listA.invites.map((i) => i.id)).not.toContain(other.inviteId);
  });
});
