import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  complaintSubmitResponseSchema,
  customerCreateResponseSchema,
  defaultDueDate,
  subtaskWriteResponseSchema,
  type DueDays,
  type TaskPriority,
} from '@ronda/shared';
import { companies, complaints } from '../src/db/schema/index.ts';
import { bearer, postJson } from './fixtures.ts';
import { startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { createTask, taskPayload } from './task-fixtures.ts';

/** Issue 28: a task created without a due date gets the company's default for its priority. */
describe('default due dates', () => {
  let app: DeviceTestApp;
  // Not the defaults, so the company's own numbers are seen to be used.
  const days: DueDays = { critical: 0, high: 2, medium: 4, low: 7 };
  const timeZone = 'America/New_York';

  beforeAll(async () => {
    app = await startDeviceTestApp();
    const res = await fetch(`${app.server.baseUrl}/api/company`, {
      method: 'PATCH',
      headers: { ...bearer(app.co.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ defaultDueDays: days, timezone: timeZone }),
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => app.close());

  /** What the rule gives around a call: a call across the company's midnight may give either. */
  async function expectedAround<T>(priority: TaskPriority, call: () => Promise<T>) {
    const before = defaultDueDate(priority, days, new Date(), timeZone);
    const result = await call();
    const after = defaultDueDate(priority, days, new Date(), timeZone);
    return { result, expected: [before, after] };
  }

  it('gives a task created on behalf without a due date its priority’s default; a given one is kept', async () => {
    const url = app.server.baseUrl;
    for (const priority of ['critical', 'high', 'medium', 'low'] as const) {
      const { result, expected } = await expectedAround(priority, () =>
        createTask(url, app.co.admin.token, taskPayload(app.co, { priority, dueDate: null })),
      );
      expect(expected, priority).toContain(result.dueDate);
      // Due by the end of a day from today on: never born overdue.
      expect(result.overdue, priority).toBe(false);
    }
    const { result: absent, expected } = await expectedAround('medium', () => {
      const { dueDate: _dropped, ...body } = taskPayload(app.co);
      return createTask(url, app.co.admin.token, body);
    });
    expect(expected).toContain(absent.dueDate);
    const chosen = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const kept = await createTask(
      url,
      app.co.admin.token,
      taskPayload(app.co, { priority: 'critical', dueDate: chosen }),
    );
    expect(kept.dueDate).toBe(chosen);
  });

  it('gives a subtask without a due date its own priority’s default', async () => {
    const url = app.server.baseUrl;
    const parent = await createTask(url, app.co.admin.token, taskPayload(app.co));
    const { result, expected } = await expectedAround('high', async () => {
      const res = await postJson(
        `${url}/api/complaints/${parent.id}/subtasks`,
        {
          description: 'Replace the lid',
          departmentId: app.co.departmentId,
          priority: 'high',
          dueDate: null,
          images: [],
        },
        bearer(app.co.admin.token),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      return subtaskWriteResponseSchema.parse(await res.json()).subtask;
    });
    expect(expected).toContain(result.dueDate);
  });

  it("gives a customer's request without a due date the default of its priority, medium", async () => {
    const url = app.server.baseUrl;
    const { customer } = customerCreateResponseSchema.parse(
      await (
        await postJson(`${url}/api/customers`, {
          name: 'Tara',
          email: 'tara@customer.example',
          companyId: app.co.companyId,
        })
      ).json(),
    );
    const request = {
      companyId: app.co.companyId,
      customerId: customer.id,
      description: 'Street light out on Rua de Ourem',
      location: { address: 'Rua de Ourem, Panaji', coordinates: { lat: 15.4989, lng: 73.8278 } },
      images: [],
    };
    const { result, expected } = await expectedAround('medium', async () => {
      const res = await postJson(`${url}/api/complaints/submit`, request);
      expect(res.status, await res.clone().text()).toBe(201);
      return complaintSubmitResponseSchema.parse(await res.json()).complaint;
    });
    const [stored] = await app.database.db
      .select({ dueDate: complaints.dueDate, priority: complaints.priority })
      .from(complaints)
      .where(eq(complaints.id, result.id));
    expect(stored?.priority).toBe('medium');
    expect(expected).toContain(stored?.dueDate?.toISOString());
    // A request with its own due date keeps it.
    const own = await postJson(`${url}/api/complaints/submit`, {
      ...request,
      dueDate: '2030-12-05T10:00:00.000Z',
    });
    const { complaint } = complaintSubmitResponseSchema.parse(await own.json());
    const [kept] = await app.database.db
      .select({ dueDate: complaints.dueDate })
      .from(complaints)
      .where(eq(complaints.id, complaint.id));
    expect(kept?.dueDate?.toISOString()).toBe('2030-12-05T10:00:00.000Z');
  });

  it('keeps the database to 0 to 60 days whatever writes the row', async () => {
    await expect(
      app.database.db
        .update(companies)
        .set({ dueDaysLow: 61 })
        .where(eq(companies.id, app.co.companyId)),
    ).rejects.toMatchObject({ cause: { constraint: 'companies_due_days_range' } });
  });
});
