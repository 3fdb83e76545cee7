import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { latestLocationsResponseSchema, locationBatchResponseSchema } from '@ronda/shared';
import { departmentMembers, latestLocations, users } from '../src/db/schema/index.ts';
import {
  fix,
  getJson,
  postPoints,
  type SmallCompany,
  startDeviceTestApp,
  type DeviceTestApp,
} from './device-fixtures.ts';
import { insertCompany } from './fixtures.ts';
import type { TestDatabase } from './test-database.ts';
import type { TestApp } from './test-app.ts';

describe('latest locations: newest fix wins, and each role sees its own people', () => {
  let database: TestDatabase;
  let server: TestApp;
  let co: SmallCompany;

  let app: DeviceTestApp;

  beforeAll(async () => {
    app = await startDeviceTestApp();
    ({ database, server, co } = app);
  });
  afterAll(() => app.close());

  it('never moves the latest location back in time, whatever order the batches arrive in', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        async (secondsAgo, batchCount) => {
          run += 1;
          // A fresh origin per run, so earlier runs' newer fixes do not decide this one.
          const origin = Date.now() - run * 10_000_000;
          const points = secondsAgo.map((s) =>
            fix(new Date(origin - s * 1000), { lat: 15 + s / 100_000 }),
          );
          await database.db.delete(latestLocations).where(eq(latestLocations.userId, co.worker.id));
          for (let b = 0; b < batchCount; b += 1) {
            const batch = points.filter((_, i) => i % batchCount === b);
            if (batch.length === 0) continue;
            const res = await postPoints(server.baseUrl, co.worker.token, batch);
            locationBatchResponseSchema.parse(await res.json());
          }
          const [latest] = await database.db
            .select()
            .from(latestLocations)
            .where(eq(latestLocations.userId, co.worker.id));
          const newest = Math.min(...secondsAgo);
          expect(latest?.recordedAt.getTime()).toBe(origin - newest * 1000);
          expect(latest?.lat).toBeCloseTo(15 + newest / 100_000, 9);
        },
      ),
      { numRuns: 25 },
    );
  });

  const locationsFor = async (
    token: string,
    exclude?: 'true' | 'false',
    companyId = co.companyId,
  ) => {
    const query = exclude ? `?excludeNoLocation=${exclude}` : '';
    return getJson(server.baseUrl, `/api/companies/${companyId}/latest-locations${query}`, token);
  };
  const idsOf = async (res: Response) => {
    expect(res.status).toBe(200);
    const body = latestLocationsResponseSchema.parse(await res.json());
    return body.data.locations.map((l) => l.employee.id).sort();
  };

  it('excludeNoLocation=true lists only people with a location; false lists everyone (CON-API-04..06)', async () => {
    await postPoints(server.baseUrl, co.outsider.token, [fix(new Date())]);
    const withLocation = await idsOf(await locationsFor(co.admin.token, 'true'));
    expect(withLocation).toEqual([co.worker.id, co.outsider.id].sort());
    const everyone = await idsOf(await locationsFor(co.admin.token, 'false'));
    expect(everyone).toEqual([co.admin.id, co.supervisor.id, co.worker.id, co.outsider.id].sort());
    const all = latestLocationsResponseSchema.parse(
      await (await locationsFor(co.admin.token, 'false')).json(),
    );
    const admin = all.data.locations.find((l) => l.employee.id === co.admin.id);
    expect(admin).toMatchObject({ lastUpdated: null, location: null });
  });

  it('scopes by role: admin all, supervisor their departments and self, employee self (CON-OURS-04)', async () => {
    expect(await idsOf(await locationsFor(co.supervisor.token, 'false'))).toEqual(
      [co.supervisor.id, co.worker.id].sort(),
    );
    expect(await idsOf(await locationsFor(co.worker.token, 'false'))).toEqual([co.worker.id]);
  });

  it('stays true after every change, whichever way it was made (the per-process board)', async () => {
    const list = async (token: string) =>
      latestLocationsResponseSchema.parse(await (await locationsFor(token, 'false')).json()).data
        .locations;
    // Warm the board, then change things behind its back: straight SQL, as any path might.
    await list(co.admin.token);
    await list(co.supervisor.token);
    await database.db.update(users).set({ firstName: 'Wilfred' }).where(eq(users.id, co.worker.id));
    expect(
      (await list(co.admin.token)).find((l) => l.employee.id === co.worker.id)?.employee,
    ).toMatchObject({ firstName: 'Wilfred' });

    const moved = fix(new Date(), { lat: 15.61, battery: 12 });
    await postPoints(server.baseUrl, co.worker.token, [moved]);
    const worker = (await list(co.supervisor.token)).find((l) => l.employee.id === co.worker.id);
    expect(worker?.location?.coords.latitude).toBe(15.61);
    expect(worker?.location?.batteryLevel).toBe(0.12);

    // The outsider joins the supervisor's department: the supervisor sees them at once.
    expect((await list(co.supervisor.token)).map((l) => l.employee.id)).not.toContain(
      co.outsider.id,
    );
    await database.db.insert(departmentMembers).values({
      companyId: co.companyId,
      departmentId: co.departmentId,
      userId: co.outsider.id,
    });
    expect((await list(co.supervisor.token)).map((l) => l.employee.id)).toContain(co.outsider.id);

    await database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, co.outsider.id));
    expect((await list(co.admin.token)).map((l) => l.employee.id)).not.toContain(co.outsider.id);
  });

  it("answers another company's id like a missing one, and a bad query with 400", async () => {
    const other = await insertCompany(database.db);
    const res = await locationsFor(co.admin.token, 'true', other.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ is_success: false, message: 'Company not found' });
    const bad = await getJson(
      server.baseUrl,
      `/api/companies/${co.companyId}/latest-locations?excludeNoLocation=maybe`,
      co.admin.token,
    );
    expect(bad.status).toBe(400);
  });
});
