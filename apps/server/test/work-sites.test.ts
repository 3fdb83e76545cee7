import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workSiteResponseSchema, workSitesResponseSchema } from '@ronda/shared';
import { SITE_LINK_MESSAGES } from '../src/features/work-sites/work-sites.service.ts';
import {
  getJson,
  startDeviceTestApp,
  type DeviceTestApp,
  type SmallCompany,
} from './device-fixtures.ts';
import { bearer, insertCompany, postJson } from './fixtures.ts';
import type { TestDatabase } from './test-database.ts';
import type { TestApp } from './test-app.ts';

/** Issue 30: the company's work sites, drawn in the console, over real HTTP and PostgreSQL. */
describe('work sites', () => {
  let database: TestDatabase;
  let server: TestApp;
  let co: SmallCompany;
  let app: DeviceTestApp;

  beforeAll(async () => {
    app = await startDeviceTestApp();
    ({ database, server, co } = app);
  });
  afterAll(() => app.close());

  it('admins and supervisors manage work sites (issue 30), audited; employees only read them', async () => {
    const res = await postJson(
      `${server.baseUrl}/api/company/work-sites`,
      { name: 'Depot', lat: 15.5, lng: 73.8, radiusMeters: 150 },
      bearer(co.supervisor.token),
    );
    expect(res.status).toBe(201);
    const refused = await postJson(
      `${server.baseUrl}/api/company/work-sites`,
      { name: 'Shed', lat: 15.5, lng: 73.8 },
      bearer(co.worker.token),
    );
    expect(refused.status).toBe(403);
    const list = await getJson(server.baseUrl, '/api/company/work-sites', co.worker.token);
    expect(list.status).toBe(200);
    const { rows } = await database.pool.query(
      `select summary from company_changes where company_id = $1 and action = 'work-site.created'`,
      [co.companyId],
    );
    expect(rows.map((r: { summary: string }) => r.summary)).toContain(
      'Work site added: Depot (150 m)',
    );
  });

  it('a work site is for a customer or a department of the company, or nobody (issue 30)', async () => {
    const sites = `${server.baseUrl}/api/company/work-sites`;
    const customerOf = async (companyId: string) =>
      (
        await database.pool.query<{ id: string }>(
          `insert into customers (company_id, name, email) values ($1, 'Hotel Mandovi', $2)
           returning id`,
          [companyId, `desk-${companyId.slice(0, 8)}@mandovi.example`],
        )
      ).rows[0]?.id;
    const hotel = await customerOf(co.companyId);
    const elsewhere = await customerOf((await insertCompany(database.db)).id);
    const site = { name: 'Hotel gate', lat: 15.5, lng: 73.82 };

    const made = await postJson(
      sites,
      { ...site, customerId: hotel, departmentId: co.departmentId },
      bearer(co.supervisor.token),
    );
    expect(made.status).toBe(201);
    const { workSite } = workSiteResponseSchema.parse(await made.json());
    expect(workSite).toMatchObject({ customerId: hotel, departmentId: co.departmentId });

    const notTheirs = await postJson(
      sites,
      { ...site, departmentId: co.otherDepartmentId },
      bearer(co.supervisor.token),
    );
    expect(notTheirs.status).toBe(403);
    expect(await notTheirs.json()).toMatchObject({ message: SITE_LINK_MESSAGES.notYours });
    const foreign = await postJson(
      sites,
      { ...site, customerId: elsewhere },
      bearer(co.admin.token),
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ message: SITE_LINK_MESSAGES.customer });
    const notAnId = await postJson(sites, { ...site, departmentId: 'x' }, bearer(co.admin.token));
    expect(notAnId.status).toBe(400);

    const unlinked = await fetch(`${sites}/${workSite.id}`, {
      method: 'PATCH',
      headers: { ...bearer(co.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ departmentId: null }),
    });
    expect(unlinked.status).toBe(200);
    expect(workSiteResponseSchema.parse(await unlinked.json()).workSite).toMatchObject({
      customerId: hotel,
      departmentId: null,
    });
    // A customer deleted takes only the link with them, not the site.
    await database.pool.query('delete from customers where id = $1', [hotel]);
    const list = workSitesResponseSchema.parse(
      await (await getJson(server.baseUrl, '/api/company/work-sites', co.admin.token)).json(),
    );
    expect(list.workSites.find((s) => s.id === workSite.id)?.customerId).toBeNull();
  });
});
