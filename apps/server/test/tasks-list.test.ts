import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskListResponseSchema, type TaskStatus } from '@ronda/shared';
import { complaints, customers } from '../src/db/schema/index.ts';
import { getJson, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { messageOf } from './task-fixtures.ts';

let app: DeviceTestApp;
let customerA = '';
let customerB = '';
const DAY = 24 * 60 * 60 * 1000;
// A fixed "now" keeps the agenda days of the rows below independent of when the test runs.
const base = new Date('2026-03-10T06:00:00.000Z');

beforeAll(async () => {
  app = await startDeviceTestApp();
  const { db } = app.database;
  const { co } = app;
  const made = await db
    .insert(customers)
    .values([
      { companyId: co.companyId, name: 'A', email: 'a@c.example' },
      { companyId: co.companyId, name: 'B', email: 'b@c.example' },
    ])
    .returning();
  customerA = made[0]?.id ?? '';
  customerB = made[1]?.id ?? '';
  // 23 top-level tasks, one a minute, in a known mix; task i is due i days after the base.
  const statuses: TaskStatus[] = ['incoming', 'in-progress', 'resolved', 'rejected'];
  const rows = Array.from({ length: 23 }, (_, i) => {
    const status = statuses[i % 4] ?? 'incoming';
    return {
      companyId: co.companyId,
      description: `task ${i}`,
      status,
      customerId: i % 2 === 0 ? customerA : customerB,
      departmentId: i < 12 ? co.departmentId : co.otherDepartmentId,
      employeeId: status === 'in-progress' ? co.worker.id : null,
      supervisorId: i % 3 === 0 ? co.supervisor.id : null,
      createdAt: new Date(base.getTime() + i * 60_000),
      dueDate: new Date(base.getTime() + i * DAY),
      resolvedAt: status === 'resolved' ? new Date(base.getTime() + 2 * DAY) : null,
      rejectedAt: status === 'rejected' ? new Date(base.getTime() + 3 * DAY) : null,
    };
  });
  const inserted = await db.insert(complaints).values(rows).returning({ id: complaints.id });
  // A subtask of task 0: listed inside it, never as an entry of its own for managers.
  await db.insert(complaints).values({
    companyId: co.companyId,
    parentComplaintId: inserted[0]?.id,
    description: 'a subtask',
    status: 'in-progress',
    employeeId: co.outsider.id,
    departmentId: co.otherDepartmentId,
  });
});
afterAll(() => app.close());

async function list(query: string, token = app.co.admin.token) {
  const res = await getJson(
    app.server.baseUrl,
    `/api/companies/${app.co.companyId}/complaints?${query}`,
    token,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return taskListResponseSchema.parse(await res.json());
}
const names = (page: { complaints: { description: string }[] }) =>
  page.complaints.map((c) => c.description);

describe('GET /api/companies/{id}/complaints (CON-API-11..16)', () => {
  it('CON-TASK-29..32 pages of 10, newest first, with totals', async () => {
    const first = await list('page=1&limit=10');
    expect(first).toMatchObject({ totalComplaints: 23, totalPages: 3, page: 1 });
    expect(names(first)).toEqual(Array.from({ length: 10 }, (_, i) => `task ${22 - i}`));
    const last = await list('page=3&limit=10');
    expect(names(last)).toEqual(['task 2', 'task 1', 'task 0']);
    expect(last.complaints.at(-1)?.subtasks.map((s) => s.description)).toEqual(['a subtask']);
    const beyond = await list('page=4&limit=10');
    expect(beyond).toMatchObject({ complaints: [], totalComplaints: 23, totalPages: 3 });
    expect((await list('')).complaints).toHaveLength(10);
  });

  it('CON-API-12 CON-TASK-14 CON-TASK-15 filters by a comma list of statuses; all means none', async () => {
    const two = await list('status=incoming,resolved&limit=100');
    expect(two.totalComplaints).toBe(12);
    expect(new Set(two.complaints.map((c) => c.status))).toEqual(new Set(['incoming', 'resolved']));
    expect((await list('status=all')).totalComplaints).toBe(23);
    // GAP-01: the dashboard's "pending" is a task not yet started.
    expect((await list('status=in-progress,pending')).totalComplaints).toBe(12);
  });

  it('CON-API-15 filters by department, employee, customer and supervisor, together too', async () => {
    const { co } = app;
    expect((await list(`departmentId=${co.departmentId}`)).totalComplaints).toBe(12);
    expect((await list(`employeeId=${co.worker.id}`)).totalComplaints).toBe(6);
    expect((await list(`customerId=${customerA}`)).totalComplaints).toBe(12);
    expect((await list(`customerId=${customerB}`)).totalComplaints).toBe(11);
    expect((await list(`supervisorId=${co.supervisor.id}`)).totalComplaints).toBe(8);
    const both = await list(
      `departmentId=${co.departmentId}&supervisorId=${co.supervisor.id}&status=incoming`,
    );
    // Incoming in the department: tasks 0, 4 and 8; of those only task 0 has the supervisor.
    expect(names(both)).toEqual(['task 0']);
  });

  it('CON-API-16 CON-TASK-42 a date range selects by agenda day: due, resolved or rejected', async () => {
    const day = (n: number) => new Date(base.getTime() + n * DAY - 60 * 60 * 1000).toISOString();
    // Day 5's range holds task 5's due date only (it is in progress: its day is its due day).
    expect(names(await list(`startDate=${day(5)}&endDate=${day(6)}`))).toEqual(['task 5']);
    // Every resolved task was resolved on day 2, whatever its due date.
    const resolved = await list(`status=resolved&startDate=${day(2)}&endDate=${day(3)}`);
    expect(resolved.totalComplaints).toBe(6);
  });

  it('refuses malformed filters with a message (never a 500)', async () => {
    const path = `/api/companies/${app.co.companyId}/complaints`;
    for (const query of [
      'status=bogus',
      'page=0',
      'page=x',
      'limit=500',
      'departmentId=nope',
      `startDate=${base.toISOString()}`,
      `startDate=${base.toISOString()}&endDate=2020-01-01T00:00:00Z`,
      'startDate=yesterday&endDate=today',
    ]) {
      const res = await getJson(app.server.baseUrl, `${path}?${query}`, app.co.admin.token);
      expect(res.status, query).toBe(400);
      expect((await messageOf(res)).length, query).toBeGreaterThan(0);
    }
  });

  it('a supervisor reads every task; an employee only what is assigned to them, subtasks included', async () => {
    expect((await list('', app.co.supervisor.token)).totalComplaints).toBe(23);
    const worker = await list('limit=100', app.co.worker.token);
    expect(worker.totalComplaints).toBe(6);
    expect(worker.complaints.every((c) => c.employeeAssigned === app.co.worker.id)).toBe(true);
    const outsider = await list('', app.co.outsider.token);
    expect(names(outsider)).toEqual(['a subtask']);
    expect(outsider.complaints[0]?.parentComplaint?.description).toBe('task 0');
  });
});
