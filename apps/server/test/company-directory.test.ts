import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyUsersResponseSchema,
  customersResponseSchema,
  dashboardStatsResponseSchema,
  departmentsResponseSchema,
  employeesResponseSchema,
  taskListResponseSchema,
} from '@ronda/shared';
import { eq } from 'drizzle-orm';
import { complaints, customers, users } from '../src/db/schema/index.ts';
import { insertCompany, insertUser } from './fixtures.ts';
import { getJson, signIn, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';

let app: DeviceTestApp;
beforeAll(async () => {
  app = await startDeviceTestApp();
});
afterAll(() => app.close());

const get = (path: string, token = app.co.admin.token) => getJson(app.server.baseUrl, path, token);
const namesOf = (people: { firstName: string }[]) => people.map((p) => p.firstName).sort();

describe('the lists the Tasks page chooses from (CON-API-07..10)', () => {
  it('CON-API-07 departments of the own company only', async () => {
    const res = await get(`/api/departments/${app.co.companyId}`);
    const body = departmentsResponseSchema.parse(await res.json());
    expect(body.departments.map((d) => d.name).sort()).toEqual(['Field', 'Other']);
    const other = await insertCompany(app.database.db);
    expect((await get(`/api/departments/${other.id}`)).status).toBe(404);
  });

  it('CON-API-08 employees: the admin sees all, a supervisor their teams, an employee themself', async () => {
    const path = `/api/companies/${app.co.companyId}/employees`;
    const all = employeesResponseSchema.parse(await (await get(path)).json()).employees;
    expect(namesOf(all)).toEqual(['Asha', 'Olga', 'Sara', 'Wilson']);
    expect(all.find((e) => e.firstName === 'Wilson')?.departments).toEqual([
      { id: app.co.departmentId, name: 'Field' },
    ]);
    const team = await get(path, app.co.supervisor.token);
    expect(namesOf(employeesResponseSchema.parse(await team.json()).employees)).toEqual([
      'Sara',
      'Wilson',
    ]);
    const self = await get(path, app.co.worker.token);
    expect(namesOf(employeesResponseSchema.parse(await self.json()).employees)).toEqual(['Wilson']);
  });

  it('CON-API-09 CON-ACT-34..37 assignable users: active only, admins always, a supervisor’s teams', async () => {
    const { db } = app.database;
    const { co } = app;
    await insertUser(db, { companyId: co.companyId, firstName: 'Ivan', status: 'inactive' });
    const admin = await get('/api/companies/users');
    expect(namesOf(companyUsersResponseSchema.parse(await admin.json()).users)).toEqual([
      'Asha',
      'Olga',
      'Sara',
      'Wilson',
    ]);
    const forSupervisor = await get(`/api/companies/users?supervisorId=${co.supervisor.id}`);
    expect(namesOf(companyUsersResponseSchema.parse(await forSupervisor.json()).users)).toEqual([
      'Asha',
      'Sara',
      'Wilson',
    ]);
    const bySupervisor = await get(
      `/api/companies/users?supervisorId=${co.supervisor.id}`,
      co.supervisor.token,
    );
    expect(namesOf(companyUsersResponseSchema.parse(await bySupervisor.json()).users)).toEqual([
      'Asha',
      'Sara',
      'Wilson',
    ]);
    // Only an admin may ask for someone else's teams.
    const nosy = await get(`/api/companies/users?supervisorId=${co.admin.id}`, co.supervisor.token);
    expect(nosy.status).toBe(403);
    expect((await get('/api/companies/users?supervisorId=x')).status).toBe(400);
    await db.delete(users).where(eq(users.firstName, 'Ivan'));
  });

  it('CON-API-10 customers: the company’s for managers, an employee only those of their tasks', async () => {
    const { db } = app.database;
    const { co } = app;
    const made = await db
      .insert(customers)
      .values([
        { companyId: co.companyId, name: 'zeta', email: 'z@c.example' },
        { companyId: co.companyId, name: 'Alpha', email: 'a@c.example', phone: '+91 98220 12345' },
      ])
      .returning();
    await db.insert(complaints).values({
      companyId: co.companyId,
      description: 'for Wilson',
      customerId: made[0]?.id,
      employeeId: co.worker.id,
      status: 'in-progress',
    });
    const path = `/api/companies/${co.companyId}/customers`;
    const all = customersResponseSchema.parse(await (await get(path)).json()).customers;
    expect(all.map((c) => c.name)).toEqual(['Alpha', 'zeta']);
    expect(all[0]).toMatchObject({ email: 'a@c.example', phone: '+91 98220 12345' });
    const mine = await get(path, co.worker.token);
    expect(customersResponseSchema.parse(await mine.json()).customers.map((c) => c.name)).toEqual([
      'zeta',
    ]);
    await db.delete(complaints).where(eq(complaints.companyId, co.companyId));
  });
});

describe('GET /api/company/stats (CON-DASH-03..11, CON-API-02)', () => {
  it('counts in the company’s day, and each card’s count is the length of the list it links to', async () => {
    const { db } = app.database;
    const { co } = app;
    const company = await insertCompany(db, { timezone: 'America/New_York' });
    const admin = await insertUser(db, { companyId: company.id, isAdmin: true });
    const worker = await insertUser(db, { companyId: company.id, firstName: 'W' });
    await insertUser(db, { companyId: company.id, status: 'inactive' });
    const { token } = await signIn(app.server.baseUrl, admin.email);
    // The company's day, from the database's clock (the same one the stats read).
    const today = await db.execute<{ from_at: string; to_at: string }>(
      `select (date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York') as from_at,
              ((date_trunc('day', now() at time zone 'America/New_York') + interval '1 day') at time zone 'America/New_York') as to_at`,
    );
    const from = new Date(today.rows[0]?.from_at ?? '');
    const to = new Date(today.rows[0]?.to_at ?? '');
    const inDay = new Date(from.getTime() + 60_000);
    const dayBefore = new Date(from.getTime() - 60_000);
    const task = (values: Partial<typeof complaints.$inferInsert>) => ({
      companyId: company.id,
      description: 'x',
      ...values,
    });
    await db
      .insert(complaints)
      .values([
        task({ status: 'incoming', dueDate: inDay }),
        task({ status: 'incoming', dueDate: dayBefore }),
        task({ status: 'in-progress', employeeId: worker.id, dueDate: inDay }),
        task({ status: 'resolved', resolvedAt: inDay, dueDate: dayBefore }),
        task({ status: 'resolved', resolvedAt: dayBefore, dueDate: inDay }),
        task({ status: 'rejected', rejectedAt: inDay }),
      ]);
    const res = await get('/api/company/stats', token);
    const { data } = dashboardStatsResponseSchema.parse(await res.json());
    expect(data).toEqual({
      activeUsers: 2,
      activeTasks: 3,
      completedTasksToday: 1,
      incomingTasksToday: 1,
    });
    const range = `startDate=${from.toISOString()}&endDate=${to.toISOString()}`;
    const total = async (query: string) => {
      const listed = await get(`/api/companies/${company.id}/complaints?${query}`, token);
      return taskListResponseSchema.parse(await listed.json()).totalComplaints;
    };
    expect(await total('status=in-progress,pending')).toBe(data.activeTasks);
    expect(await total(`status=resolved&${range}`)).toBe(data.completedTasksToday);
    expect(await total(`status=incoming&${range}`)).toBe(data.incomingTasksToday);

    // The worker counts only what is theirs; another company's numbers are not mixed in.
    const { token: workerToken } = await signIn(app.server.baseUrl, worker.email);
    const theirs = dashboardStatsResponseSchema.parse(
      await (await get('/api/company/stats', workerToken)).json(),
    ).data;
    expect(theirs).toEqual({
      activeUsers: 1,
      activeTasks: 1,
      completedTasksToday: 0,
      incomingTasksToday: 0,
    });
    const own = dashboardStatsResponseSchema.parse(await (await get('/api/company/stats')).json());
    expect(own.data.activeTasks).toBe(0);
    expect(co.companyId).not.toBe(company.id);
  });
});
