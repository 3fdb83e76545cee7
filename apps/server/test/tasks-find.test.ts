import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskListResponseSchema, type Task, type TaskListResponse } from '@ronda/shared';
import {
  createSmallCompany,
  getJson,
  startDeviceTestApp,
  type DeviceTestApp,
  type SmallCompany,
} from './device-fixtures.ts';
import { bearer, postJson } from './fixtures.ts';
import { createTask, messageOf, putTask, taskPayload } from './task-fixtures.ts';

/**
 * Issue 28: overdue work and search. Every total is checked against SQL written here on its own,
 * scoped the same way (top-level tasks of the company for managers, their own for employees).
 */
let app: DeviceTestApp;
let other: SmallCompany;
const url = () => app.server.baseUrl;
const DAY = 86_400_000;

async function list(token: string, companyId: string, query: string): Promise<TaskListResponse> {
  const res = await getJson(url(), `/api/companies/${companyId}/complaints?${query}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return taskListResponseSchema.parse(await res.json());
}

async function sqlCount(where: string, params: unknown[]): Promise<number> {
  const { rows } = await app.database.pool.query<{ n: string }>(
    `select count(*) as n from complaints c left join customers k on k.id = c.customer_id where ${where}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Start of today in the company's zone (the test companies use Asia/Kolkata). */
async function todayStart(): Promise<Date> {
  const { rows } = await app.database.pool.query<{ t: Date }>(
    `select (date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') as t`,
  );
  const t = rows[0]?.t;
  if (!t) throw new Error('no today');
  return t;
}

const setDue = (id: string, due: Date) =>
  app.database.pool.query('update complaints set due_date = $1 where id = $2', [due, id]);

const tasks: Task[] = [];
const nth = (i: number): Task => {
  const task = tasks[i];
  if (!task) throw new Error(`no task ${i}`);
  return task;
};
beforeAll(async () => {
  app = await startDeviceTestApp();
  other = await createSmallCompany(app.database.db, url());
  const { co } = app;
  const make = (
    description: string,
    customer: { name: string; email: string; phone?: string },
    employee = false,
  ) =>
    createTask(url(), co.admin.token, {
      ...taskPayload(co, { description, customer: { phone: null, ...customer } }),
      ...(employee ? { employeeId: co.worker.id } : {}),
    });
  tasks.push(
    await make('Overflowing bin near the market', {
      name: 'Rita Dias',
      email: 'rita@shop.example',
    }),
    await make(
      'Broken street light on Rua de Ourem',
      { name: 'Joel Pinto', email: 'joel@home.example', phone: '+91 98220 11111' },
      true,
    ),
    await make('Bin lid missing', { name: 'Rita Dias', email: 'rita@shop.example' }, true),
    await make('Drain blocked after rain', { name: 'Ana Costa', email: 'ana@cafe.example' }),
    await make('50% of the bins not emptied', { name: 'Ana Costa', email: 'ana@cafe.example' }),
    await make('पानी की पाइप टूटी', {
      name: 'सुनील कुमार',
      email: 'sunil@ghar.example',
      phone: '022 4000 1234',
    }),
  );
  const start = await todayStart();
  await setDue(nth(0).id, new Date(start.getTime() - 2 * DAY));
  await setDue(nth(1).id, new Date(start.getTime() - 1));
  await setDue(nth(2).id, new Date(start.getTime() + DAY));
  await setDue(nth(3).id, new Date(start.getTime() - 3 * DAY));
  // Past due but resolved: not overdue.
  const resolved = await putTask(url(), co.admin.token, nth(3).id, { status: 'resolved' });
  expect(resolved.status).toBe(200);
  // Another company's overdue bin, which nobody here may see.
  const theirs = await createTask(
    url(),
    other.admin.token,
    taskPayload(other, { description: 'Overflowing bin, theirs' }),
  );
  await setDue(theirs.id, new Date(start.getTime() - DAY));
});
afterAll(() => app.close());

describe('issue 28: overdue work in sight', () => {
  it('status=overdue, alone and with another status, and the overdue count equal SQL; each task says overdue', async () => {
    const { co } = app;
    const start = await todayStart();
    const overdueSql = `c.company_id = $1 and c.parent_complaint_id is null and c.status not in ('resolved','rejected') and c.due_date < $2`;
    const expected = await sqlCount(overdueSql, [co.companyId, start]);
    expect(expected).toBe(2);
    const overdue = await list(co.admin.token, co.companyId, 'status=overdue');
    expect(overdue.totalComplaints).toBe(expected);
    expect(overdue.overdueCount).toBe(expected);
    expect(overdue.complaints.every((t) => t.overdue)).toBe(true);
    const either = await list(co.admin.token, co.companyId, 'status=resolved,overdue');
    expect(either.totalComplaints).toBe(
      await sqlCount(
        `c.company_id = $1 and c.parent_complaint_id is null and (c.status = 'resolved' or (c.status not in ('resolved','rejected') and c.due_date < $2))`,
        [co.companyId, start],
      ),
    );
    const all = await list(co.admin.token, co.companyId, 'limit=100');
    expect(all.overdueCount).toBe(expected);
    expect(
      all.complaints
        .filter((t) => t.overdue)
        .map((t) => t.id)
        .sort(),
    ).toEqual(overdue.complaints.map((t) => t.id).sort());
    // The employee's own: of the two assigned to them, one is overdue.
    const mine = await list(co.worker.token, co.companyId, 'status=overdue');
    expect(mine.complaints.map((t) => t.id)).toEqual([nth(1).id]);
    expect(mine.overdueCount).toBe(1);
  });

  it('status=hasOwnProperty (a name every object has) is refused with a message, not a 500', async () => {
    const { co } = app;
    for (const status of ['hasOwnProperty', 'constructor', '__proto__', 'toString']) {
      const res = await getJson(
        url(),
        `/api/companies/${co.companyId}/complaints?status=${status}`,
        co.admin.token,
      );
      expect(res.status, status).toBe(400);
      expect(await messageOf(res)).toContain('status must be all or a comma list of');
    }
  });

  it('sort=due puts the overdue first; sort=priority the most urgent first', async () => {
    const { co } = app;
    const due = await list(co.admin.token, co.companyId, 'sort=due&status=incoming,in-progress');
    expect(due.complaints.slice(0, 3).map((t) => t.id)).toEqual([nth(0).id, nth(1).id, nth(2).id]);
    const bad = await getJson(
      url(),
      `/api/companies/${co.companyId}/complaints?sort=oldest`,
      co.admin.token,
    );
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toContain('sort must be one of newest, due, priority');
  });

  it('refuses a due date before today, with a message, for a task and a subtask', async () => {
    const { co } = app;
    const start = await todayStart();
    const yesterday = new Date(start.getTime() - DAY / 2).toISOString();
    const res = await postJson(
      `${url()}/api/companies/complaints/create-on-behalf`,
      taskPayload(co, { description: 'Late already', dueDate: yesterday }),
      bearer(co.admin.token),
    );
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(
      'The due date cannot be before today. Please choose today or a later day.',
    );
    const sub = await postJson(
      `${url()}/api/complaints/${nth(0).id}/subtasks`,
      { description: 'Late sub', departmentId: co.departmentId, dueDate: yesterday },
      bearer(co.admin.token),
    );
    expect(sub.status).toBe(400);
    const today = await postJson(
      `${url()}/api/companies/complaints/create-on-behalf`,
      taskPayload(co, { description: 'Due today', dueDate: start.toISOString() }),
      bearer(co.admin.token),
    );
    expect(today.status).toBe(201);
  });
});

describe('issue 28: find any task', () => {
  /**
   * What a search finds, written apart from the server's document and from the database's
   * locale (an embedded cluster's C locale reads no Devanagari letter as a word character):
   * every word typed is a word of the description or the customer's name or e-mail, the last
   * one and any with a digit only its start, or a run of the customer's phone digits.
   */
  interface Row {
    id: string;
    status: string;
    due: Date | null;
    text: string;
    digits: string;
  }
  const letter = '[\\p{L}\\p{M}\\p{N}]';
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  function found(row: Row, q: string): boolean {
    const words = q
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean);
    if (words.length === 0) return false;
    return words.every((word, i) => {
      const start = i === words.length - 1 || /\p{N}/u.test(word);
      const pattern = `(?<!${letter})${escape(word)}${start ? '' : `(?!${letter})`}`;
      return (
        new RegExp(pattern, 'u').test(row.text) || (/^\d+$/.test(word) && row.digits.includes(word))
      );
    });
  }
  /** The company's top-level tasks, newest first (the list's order), with what a search reads. */
  async function rows(): Promise<Row[]> {
    const { rows } = await app.database.pool.query<{
      id: string;
      status: string;
      due_date: Date | null;
      description: string;
      name: string | null;
      email: string | null;
      phone: string | null;
    }>(
      `select c.id, c.status, c.due_date, c.description, k.name, k.email, k.phone
         from complaints c left join customers k on k.id = c.customer_id
        where c.company_id = $1 and c.parent_complaint_id is null
        order by c.created_at desc, c.id desc`,
      [app.co.companyId],
    );
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      due: r.due_date,
      text: [r.description, r.name, r.email].filter(Boolean).join(' ').toLowerCase(),
      digits: (r.phone ?? '').replace(/\D/g, ''),
    }));
  }
  const cases = [
    'bin',
    'bins',
    'rita',
    'cafe.example',
    '98220',
    '9822011111',
    '+91 98220-111',
    '50%',
    'bin market',
    'bin mark',
    'ana cafe',
    'सुनील',
    'पाइप टू',
  ];
  it.each(cases)(
    'q=%s: the tasks and total equal the rows read here, within the company and its scope',
    async (q) => {
      const { co } = app;
      const res = await list(co.admin.token, co.companyId, `q=${encodeURIComponent(q)}&limit=100`);
      const expected = (await rows()).filter((r) => found(r, q)).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(res.totalComplaints).toBe(expected.length);
      expect(res.complaints.map((t) => t.id)).toEqual(expected);
    },
  );

  it('matches words from their start, not inside them, earlier words whole, and a query of punctuation finds nothing', async () => {
    const { co } = app;
    const inside = await sqlCount(
      `c.company_id = $1 and c.parent_complaint_id is null and c.description ilike '%arket%'`,
      [co.companyId],
    );
    expect(inside).toBeGreaterThan(0);
    expect((await list(co.admin.token, co.companyId, 'q=arket')).totalComplaints).toBe(0);
    // A word before the last is a whole word: "bi" starts "bin", but "bi market" finds nothing.
    expect((await list(co.admin.token, co.companyId, 'q=bi+market')).totalComplaints).toBe(0);
    expect((await list(co.admin.token, co.companyId, 'q=%23%40')).totalComplaints).toBe(0);
  });

  it('pages a search with a status filter as SQL does, and past the last page still counts', async () => {
    const { co } = app;
    const bins = (await rows()).filter((r) => found(r, 'bin'));
    const open = bins
      .filter((r) => r.status === 'incoming' || r.status === 'in-progress')
      .map((r) => r.id);
    const start = await todayStart();
    const overdue = bins.filter(
      (r) => r.status !== 'resolved' && r.status !== 'rejected' && r.due !== null && r.due < start,
    ).length;
    expect(open.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let page = 1; page <= open.length + 1; page += 1) {
      const res = await list(
        co.admin.token,
        co.companyId,
        `q=bin&status=incoming,in-progress&limit=1&page=${page}`,
      );
      expect(res.totalComplaints).toBe(open.length);
      expect(res.overdueCount).toBe(overdue);
      seen.push(...res.complaints.map((t) => t.id));
    }
    expect(seen).toEqual(open);
  });

  it("follows a customer's new name: the search text is kept by the database", async () => {
    const { co } = app;
    await app.database.pool.query(
      `update customers set name = 'Joel Quayle' where company_id = $1 and email = 'joel@home.example'`,
      [co.companyId],
    );
    const found = await list(co.admin.token, co.companyId, 'q=quayle');
    expect(found.complaints.map((t) => t.id)).toEqual([nth(1).id]);
    expect((await list(co.admin.token, co.companyId, 'q=joel+pinto')).totalComplaints).toBe(0);
  });

  it('finds a task by the first characters of its id, combines with filters, and scopes employees', async () => {
    const { co } = app;
    const target = nth(4);
    const byId = await list(co.admin.token, co.companyId, `q=${target.id.slice(0, 8)}`);
    expect(byId.complaints.map((t) => t.id)).toContain(target.id);
    const combined = await list(co.admin.token, co.companyId, 'q=bin&status=overdue');
    expect(combined.complaints.map((t) => t.id)).toEqual([nth(0).id]);
    const worker = await list(co.worker.token, co.companyId, 'q=bin');
    expect(worker.complaints.map((t) => t.id)).toEqual([nth(2).id]);
    const theirs = await list(other.admin.token, other.companyId, 'q=market');
    expect(theirs.totalComplaints).toBe(0);
    const long = await getJson(
      url(),
      `/api/companies/${co.companyId}/complaints?q=${'x'.repeat(201)}`,
      co.admin.token,
    );
    expect(long.status).toBe(400);
  });
});
