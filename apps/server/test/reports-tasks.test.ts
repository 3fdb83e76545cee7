import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasksReportResponseSchema, type TasksReport, type TasksReportRow } from '@ronda/shared';
import { getJson, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { createTask, taskPayload } from './task-fixtures.ts';

/**
 * Issue 29: the tasks report of a week (2026-10-05 to 2026-10-11, Asia/Kolkata). The tasks are
 * made through the API and placed in time with SQL; every figure is then worked out here from
 * the rows themselves, in JavaScript, by the report's definitions.
 */
let app: DeviceTestApp;
const url = () => app.server.baseUrl;
const FROM = Date.parse('2026-10-05T00:00:00+05:30');
const TO = Date.parse('2026-10-12T00:00:00+05:30');
const DAY = 86_400_000;
/** Day `day` of October 2026 at `hour` o'clock in Kolkata. */
const at = (day: number, hour = 10) => new Date(FROM + (day - 5) * DAY + hour * 3600_000);

interface Row {
  department_id: string | null;
  employee_id: string | null;
  task_type: string;
  status: string;
  created_at: Date;
  resolved_at: Date | null;
  rejected_at: Date | null;
  due_date: Date | null;
  resolved_distance_m: number | null;
}

/** The figures of some rows, by the report's definitions. */
function figuresOf(rows: Row[]): Omit<TasksReportRow, 'id' | 'name'> {
  const within = (d: Date | null) => d !== null && d.getTime() >= FROM && d.getTime() < TO;
  const created = rows.filter((r) => within(r.created_at));
  const resolved = rows.filter((r) => within(r.resolved_at));
  // Overdue: due in the period, and not closed before the day after its due day began.
  const lateFrom = (due: Date) => {
    const dayStart = Date.parse(
      `${due.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })}T00:00:00+05:30`,
    );
    return dayStart + DAY;
  };
  const overdue = rows.filter((r) => {
    if (!within(r.due_date) || !r.due_date) return false;
    const closed = (r.resolved_at ?? r.rejected_at)?.getTime() ?? Date.now();
    return closed >= lateFrom(r.due_date) && Date.now() >= lateFrom(r.due_date);
  });
  const minutes = resolved
    .map((r) => ((r.resolved_at as Date).getTime() - r.created_at.getTime()) / 60_000)
    .sort((a, b) => a - b);
  const mid = minutes.length / 2;
  const median =
    minutes.length === 0
      ? null
      : Math.round(
          minutes.length % 2
            ? (minutes[Math.floor(mid)] as number)
            : ((minutes[mid - 1] as number) + (minutes[mid] as number)) / 2,
        );
  return {
    created: created.length,
    customerRequests: created.filter((r) => r.task_type === 'customer').length,
    internal: created.filter((r) => r.task_type === 'internal').length,
    resolved: resolved.length,
    rejected: rows.filter((r) => within(r.rejected_at)).length,
    overdue: overdue.length,
    open: created.filter((r) => r.status !== 'resolved' && r.status !== 'rejected').length,
    medianResolveMinutes: median,
    resolvedOnSite: resolved.filter(
      (r) => r.resolved_distance_m !== null && r.resolved_distance_m <= 150,
    ).length,
  };
}

async function rows(): Promise<Row[]> {
  const { rows } = await app.database.pool.query<Row>(
    `select department_id, employee_id, task_type, status, created_at, resolved_at, rejected_at,
            due_date, resolved_distance_m from complaints where company_id = $1`,
    [app.co.companyId],
  );
  return rows;
}

async function report(token: string, query = ''): Promise<TasksReport> {
  const res = await getJson(
    url(),
    `/api/reports/tasks?from=2026-10-05&to=2026-10-11${query}`,
    token,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return tasksReportResponseSchema.parse(await res.json()).report;
}
const strip = ({ id: _id, name: _name, ...figures }: TasksReportRow) => figures;

beforeAll(async () => {
  app = await startDeviceTestApp();
  const { co } = app;
  // [department, employee, type, created day, then: resolved/rejected day and hour, due day, metres]
  const plan: [
    string,
    string | null,
    'customer' | 'internal',
    number,
    ['resolved' | 'rejected' | 'open', number, number],
    number | null,
    number | null,
  ][] = [
    [co.departmentId, co.worker.id, 'customer', 5, ['resolved', 5, 15], 6, 40],
    [co.departmentId, co.worker.id, 'customer', 6, ['resolved', 8, 12], 7, 900],
    [co.departmentId, co.worker.id, 'internal', 7, ['open', 0, 0], 8, null],
    [co.departmentId, null, 'customer', 9, ['rejected', 9, 18], null, null],
    [co.otherDepartmentId, co.outsider.id, 'customer', 5, ['resolved', 6, 11], 5, 20],
    [co.otherDepartmentId, co.outsider.id, 'internal', 1, ['resolved', 6, 9], 3, 10],
    [co.otherDepartmentId, co.outsider.id, 'customer', 20, ['open', 0, 0], null, null],
  ];
  for (const [departmentId, employeeId, type, created, [state, day, hour], due, metres] of plan) {
    const task = await createTask(url(), co.admin.token, {
      ...taskPayload(co, { departmentId }),
      ...(employeeId ? { employeeId } : {}),
    });
    await app.database.pool.query(
      `update complaints set task_type = $2, created_at = $3, status = $4, resolved_at = $5,
              rejected_at = $6, due_date = $7, resolved_distance_m = $8 where id = $1`,
      [
        task.id,
        type,
        at(created),
        state === 'open' ? 'in-progress' : state,
        state === 'resolved' ? at(day, hour) : null,
        state === 'rejected' ? at(day, hour) : null,
        due === null ? null : at(due, 0),
        metres,
      ],
    );
  }
});
afterAll(() => app.close());

describe('issue 29: the tasks report', () => {
  it('an admin sees every department, every person and the totals, each equal to the rows', async () => {
    const { co } = app;
    const r = await report(co.admin.token);
    const all = await rows();
    expect(r.totals).toEqual(figuresOf(all));
    expect(r.totals.created).toBe(5);
    const byDepartment = new Map(r.departments.map((d) => [d.id, d]));
    for (const id of [co.departmentId, co.otherDepartmentId]) {
      const row = byDepartment.get(id);
      if (!row) throw new Error(`no department ${id}`);
      expect(strip(row)).toEqual(figuresOf(all.filter((t) => t.department_id === id)));
    }
    expect(byDepartment.get(co.departmentId)?.name).toBe('Field');
    const worker = r.people.find((p) => p.id === co.worker.id);
    if (!worker) throw new Error('no worker row');
    expect(strip(worker)).toEqual(figuresOf(all.filter((t) => t.employee_id === co.worker.id)));
    expect(r.people.find((p) => p.id === null)?.name).toBe('Not assigned');
  });

  it('a supervisor sees their departments; an employee their own tasks; a department filter narrows', async () => {
    const { co } = app;
    const all = await rows();
    const mine = await report(co.supervisor.token);
    expect(mine.totals).toEqual(figuresOf(all.filter((t) => t.department_id === co.departmentId)));
    expect(mine.departments.map((d) => d.id)).toEqual([co.departmentId]);
    const own = await report(co.worker.token);
    expect(own.totals).toEqual(figuresOf(all.filter((t) => t.employee_id === co.worker.id)));
    const other = await report(co.admin.token, `&departmentId=${co.otherDepartmentId}`);
    expect(other.totals).toEqual(
      figuresOf(all.filter((t) => t.department_id === co.otherDepartmentId)),
    );
    const refused = await getJson(
      url(),
      `/api/reports/tasks?from=2026-10-05&to=2026-10-11&departmentId=${co.otherDepartmentId}`,
      co.supervisor.token,
    );
    expect(refused.status).toBe(403);
  });

  it('downloads the people as CSV', async () => {
    const res = await getJson(
      url(),
      '/api/reports/tasks?from=2026-10-05&to=2026-10-11&format=csv',
      app.co.admin.token,
    );
    expect(res.status).toBe(200);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trim().split('\r\n');
    expect(header).toBe(
      'Person,Created,Customer requests,Internal,Resolved,Rejected,Overdue,Open,Median to resolve,Resolved on site',
    );
    expect(lines).toHaveLength((await report(app.co.admin.token)).people.length);
  });
});
