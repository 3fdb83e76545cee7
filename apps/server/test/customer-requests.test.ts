import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  companiesResponseSchema,
  companyResponseSchema,
  complaintSubmitResponseSchema,
  customerCreateResponseSchema,
  customerLookupResponseSchema,
} from '@ronda/shared';
import {
  complaintEvents,
  complaints,
  customers,
  departments,
  uploads,
} from '../src/db/schema/index.ts';
import { DEMO_COMPANY_ID, seedDemoCompany } from '../src/db/seed/seed-demo-company.ts';
import { maskPhone } from '../src/features/customer-requests/customer-requests.presenter.ts';
import { insertCompany, insertDepartment, postJson } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

describe('public customer request calls (PUB-API, public-site-and-sign-in.md §7)', () => {
  let database: TestDatabase;
  let server: TestApp;
  let departmentId: string;
  let departmentName: string;
  let otherCompanyId: string;
  let otherDepartmentId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCompany(database.db);
    server = await startTestApp(database);
    const [department] = await database.db
      .select()
      .from(departments)
      .where(eq(departments.companyId, DEMO_COMPANY_ID));
    departmentId = department?.id ?? '';
    departmentName = department?.name ?? '';
    const other = await insertCompany(database.db, { name: 'Zeta Co' });
    otherCompanyId = other.id;
    otherDepartmentId = (await insertDepartment(database.db, other.id, 'Elsewhere')).id;
    await insertCompany(database.db, { name: 'Closed Co', isActive: false });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const get = (path: string) => fetch(`${server.baseUrl}${path}`);

  it('PUB-API-07 PUB-API-08 lists active companies for the dropdown, and one company by id', async () => {
    const list = companiesResponseSchema.parse(
      await (await get('/api/companies?isActive=true')).json(),
    );
    expect(list.companies.map((c) => c.name)).toEqual(expect.arrayContaining(['Zeta Co']));
    expect(list.companies.map((c) => c.name)).not.toContain('Closed Co');
    const one = companyResponseSchema.parse(
      await (await get(`/api/companies/${DEMO_COMPANY_ID}`)).json(),
    );
    expect([one.company.id, one.company.name]).toEqual([
      DEMO_COMPANY_ID,
      expect.stringMatching(/^Mandovi/),
    ]);
    const missing = await get(`/api/companies/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ is_success: false, message: 'Company not found' });
    expect((await get('/api/companies/42')).status).toBe(400);
  });

  it("PUB-API-09 verifies a department of the company, and refuses another company's department", async () => {
    const ok = await get(`/api/companies/${DEMO_COMPANY_ID}/departments/${departmentId}/verify`);
    expect(await ok.json()).toEqual({
      is_success: true,
      department: { id: departmentId, name: departmentName },
    });
    expect(
      (await get(`/api/companies/${DEMO_COMPANY_ID}/departments/${otherDepartmentId}/verify`))
        .status,
    ).toBe(404);
  });

  it('PUB-API-10 PUB-API-11 looks a customer up by e-mail with the phone masked, 404 when unknown', async () => {
    const email = 'returning@customer.example';
    const unknown = await get(`/api/customers?email=${email}&companyId=${DEMO_COMPANY_ID}`);
    expect(unknown.status).toBe(404);
    const created = await postJson(`${server.baseUrl}/api/customers`, {
      name: 'Returning Rosa',
      email,
      phone: '+91 98765 43210',
      companyId: DEMO_COMPANY_ID,
    });
    expect(created.status).toBe(201);
    const { customer } = customerCreateResponseSchema.parse(await created.json());
    const found = customerLookupResponseSchema.parse(
      await (
        await get(`/api/customers?email=RETURNING@customer.example&companyId=${DEMO_COMPANY_ID}`)
      ).json(),
    );
    expect(found.customer).toEqual({
      id: customer.id,
      name: 'Returning Rosa',
      phone: '+•• ••••• •3210',
    });
    // The same e-mail at another company is another customer.
    expect((await get(`/api/customers?email=${email}&companyId=${otherCompanyId}`)).status).toBe(
      404,
    );
  });

  it("never lets an anonymous post change a known customer's details", async () => {
    const body = {
      name: 'First Name',
      email: 'keep@customer.example',
      phone: '+91 90000 12345',
      companyId: DEMO_COMPANY_ID,
    };
    const first = customerCreateResponseSchema.parse(
      await (await postJson(`${server.baseUrl}/api/customers`, body)).json(),
    );
    const second = customerCreateResponseSchema.parse(
      await (
        await postJson(`${server.baseUrl}/api/customers`, {
          ...body,
          name: 'Hijacker',
          phone: '+91 91111 11111',
        })
      ).json(),
    );
    expect(second.customer.id).toBe(first.customer.id);
    const [row] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.id, first.customer.id));
    expect(row).toMatchObject({ name: 'First Name', phone: '+91 90000 12345' });
  });

  it('PUB-API-12 turns a submitted request into an incoming customer task of the company and department', async () => {
    const { customer } = customerCreateResponseSchema.parse(
      await (
        await postJson(`${server.baseUrl}/api/customers`, {
          name: 'Tara',
          email: 'tara@x.example',
          companyId: DEMO_COMPANY_ID,
        })
      ).json(),
    );
    const key = `${DEMO_COMPANY_ID}/2026/11/abcdefabcdefabcdefabcd.jpg`;
    await database.db.insert(uploads).values({
      companyId: DEMO_COMPANY_ID,
      key,
      contentType: 'image/jpeg',
      expiresAt: new Date(),
      completedAt: new Date(),
    });
    const res = await postJson(`${server.baseUrl}/api/complaints/submit`, {
      companyId: DEMO_COMPANY_ID,
      customerId: customer.id,
      departmentId,
      description: 'Garbage not collected for three days near Caranzalem beach road',
      location: { address: 'Caranzalem, Panaji, Goa', coordinates: { lat: 15.4733, lng: 73.8094 } },
      images: [`${server.baseUrl}/uploads/${key}`],
      dueDate: '2026-12-05T10:00:00.000Z',
    });
    expect(res.status).toBe(201);
    const { complaint, message } = complaintSubmitResponseSchema.parse(await res.json());
    expect(message).toBe('Your request has been submitted successfully.');
    const [task] = await database.db
      .select()
      .from(complaints)
      .where(eq(complaints.id, complaint.id));
    expect(task).toMatchObject({
      companyId: DEMO_COMPANY_ID,
      customerId: customer.id,
      departmentId,
      status: 'incoming',
      taskType: 'customer',
      locationAddress: 'Caranzalem, Panaji, Goa',
      locationLat: 15.4733,
      locationLng: 73.8094,
    });
    expect(task?.images).toEqual([`${server.baseUrl}/uploads/${key}`]);
    const events = await database.db
      .select()
      .from(complaintEvents)
      .where(
        and(eq(complaintEvents.complaintId, complaint.id), eq(complaintEvents.kind, 'created')),
      );
    expect(events).toHaveLength(1);
  });

  it('refuses images that are not finished uploads of the company, and customers or departments of another company', async () => {
    const { customer } = customerCreateResponseSchema.parse(
      await (
        await postJson(`${server.baseUrl}/api/customers`, {
          name: 'Uma',
          email: 'uma@x.example',
          companyId: DEMO_COMPANY_ID,
        })
      ).json(),
    );
    const base = {
      companyId: DEMO_COMPANY_ID,
      customerId: customer.id,
      description: 'Broken street light',
      location: { address: 'Miramar', coordinates: { lat: 15.48, lng: 73.81 } },
      dueDate: '2026-12-05T10:00:00+05:30',
    };
    const foreign = await postJson(`${server.baseUrl}/api/complaints/submit`, {
      ...base,
      images: ['https://evil.example/x.jpg'],
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({
      is_success: false,
      message: 'Images must be files uploaded for this company',
    });
    expect(
      (
        await postJson(`${server.baseUrl}/api/complaints/submit`, {
          ...base,
          departmentId: otherDepartmentId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await postJson(`${server.baseUrl}/api/complaints/submit`, {
          ...base,
          companyId: otherCompanyId,
        })
      ).status,
    ).toBe(404);
    expect(
      (await postJson(`${server.baseUrl}/api/complaints/submit`, { ...base, dueDate: 'tomorrow' }))
        .status,
    ).toBe(400);
    expect(
      (await postJson(`${server.baseUrl}/api/complaints/submit`, { ...base, description: '  ' }))
        .status,
    ).toBe(400);
  });

  it('issue 16: answers 400, not 500, for a due date PostgreSQL cannot store (year 0, past 9999)', async () => {
    const { customer } = customerCreateResponseSchema.parse(
      await (
        await postJson(`${server.baseUrl}/api/customers`, {
          name: 'Yara',
          email: 'yara@x.example',
          companyId: DEMO_COMPANY_ID,
        })
      ).json(),
    );
    for (const dueDate of ['0000-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00']) {
      const res = await postJson(`${server.baseUrl}/api/complaints/submit`, {
        companyId: DEMO_COMPANY_ID,
        customerId: customer.id,
        description: 'Bin not emptied',
        location: { address: 'Miramar', coordinates: { lat: 15.48, lng: 73.81 } },
        dueDate,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        is_success: false,
        message: 'Invalid body.dueDate: must be between the years 0001 and 9999',
      });
    }
  });

  it('masks all but the last four digits', () => {
    expect(maskPhone('9876543210')).toBe('••••••3210');
    expect(maskPhone(null)).toBeNull();
  });
});

describe('the customer lookup is rate limited per address', () => {
  let database: TestDatabase;
  let server: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCompany(database.db);
    server = await startTestApp(database);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('answers 429 after 20 lookups a minute', async () => {
    const lookup = () =>
      fetch(
        `${server.baseUrl}/api/customers?email=a${Math.random()}@x.example&companyId=${DEMO_COMPANY_ID}`,
      );
    for (let i = 0; i < 20; i += 1) expect((await lookup()).status).toBe(404);
    expect((await lookup()).status).toBe(429);
  });
});
