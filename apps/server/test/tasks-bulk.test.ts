import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { TASK_MESSAGES, taskBulkResponseSchema, type TaskBulkRequest } from '@ronda/shared';
import { complaintEvents, complaints } from '../src/db/schema/index.ts';
import { bearer, insertCompany, insertUser, postJson } from './fixtures.ts';
import { signIn, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { createTask, putTask, taskPayload } from './task-fixtures.ts';

let app: DeviceTestApp;
beforeAll(async () => {
  app = await startDeviceTestApp();
});
afterAll(() => app.close());

const url = () => app.server.baseUrl;
const newTask = (overrides: Parameters<typeof taskPayload>[1] = {}) =>
  createTask(url(), app.co.admin.token, taskPayload(app.co, overrides));
const bulk = (token: string, body: TaskBulkRequest | Record<string, unknown>) =>
  postJson(`${url()}/api/complaints/bulk`, body, bearer(token));

async function bulkOk(token: string, body: TaskBulkRequest) {
  const res = await bulk(token, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return taskBulkResponseSchema.parse(await res.json());
}

async function rowsOf(ids: string[]) {
  const rows = await app.database.db.select().from(complaints).where(inArray(complaints.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
async function updatedEventsOf(id: string) {
  const events = await app.database.db
    .select()
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, id));
  return events.filter((e) => e.kind === 'updated');
}

describe('bulk actions on the task list (issue 28)', () => {
  it('resolves what it may, says why each other was not, and writes one event per changed task', async () => {
    const { co } = app;
    const open = await newTask({ description: 'Open one' });
    const started = await newTask({ description: 'Started', employeeId: co.worker.id });
    const closed = await newTask({ description: 'Closed already' });
    await putTask(url(), co.admin.token, closed.id, { status: 'rejected', supervisorNotes: 'No' });
    const otherDepartment = await newTask({ departmentId: co.otherDepartmentId });
    const foreign = await insertCompany(app.database.db);
    const stranger = await insertUser(app.database.db, { companyId: foreign.id, isAdmin: true });
    const strangerTask = await createTask(url(), (await signIn(url(), stranger.email)).token, {
      ...taskPayload(app.co),
      companyId: foreign.id,
      departmentId: null,
    });

    const ids = [open.id, started.id, closed.id, otherDepartment.id, strangerTask.id];
    const answer = await bulkOk(co.supervisor.token, {
      action: 'resolve',
      taskIds: [...ids, open.id],
      notes: 'Done in the morning round',
    });

    expect(answer.results.map((r) => [r.id, r.ok, r.code])).toEqual([
      [open.id, true, 200],
      [started.id, true, 200],
      [closed.id, false, 409],
      [otherDepartment.id, false, 403],
      [strangerTask.id, false, 404],
    ]);
    expect(answer.results[2]?.message).toBe(
      'This task is already rejected; it can no longer be changed.',
    );
    expect(answer.results[3]?.message).toBe(TASK_MESSAGES.permissionDenied);
    expect(answer.results[4]?.message).toBe('Task not found');
    expect(answer).toMatchObject({
      succeeded: 2,
      failed: 3,
      message: '2 tasks resolved; 3 could not be.',
    });

    const rows = await rowsOf(ids);
    expect(rows.get(open.id)).toMatchObject({ status: 'resolved' });
    expect(rows.get(open.id)?.resolvedAt).not.toBeNull();
    expect(rows.get(started.id)).toMatchObject({ status: 'resolved' });
    expect(rows.get(closed.id)).toMatchObject({ status: 'rejected', supervisorNotes: 'No' });
    expect(rows.get(otherDepartment.id)).toMatchObject({ status: 'incoming' });
    expect(rows.get(strangerTask.id)).toMatchObject({ status: 'incoming' });

    for (const id of [open.id, started.id]) {
      const events = await updatedEventsOf(id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        actorUserId: co.supervisor.id,
        changes: {
          status: [expect.any(String), 'resolved'],
          supervisorNotes: [null, 'Done in the morning round'],
        },
      });
    }
    expect(await updatedEventsOf(otherDepartment.id)).toHaveLength(0);
  });

  it('assigns an employee to each task, refusing the one outside its department', async () => {
    const { co } = app;
    const fits = await newTask({ description: 'Field job' });
    const noDepartment = await newTask({ description: 'Unsorted', departmentId: null });
    const elsewhere = await newTask({
      description: 'Other job',
      departmentId: co.otherDepartmentId,
    });
    const answer = await bulkOk(co.admin.token, {
      action: 'assign',
      taskIds: [fits.id, noDepartment.id, elsewhere.id],
      employeeAssigned: co.worker.id,
    });
    expect(answer.results.map((r) => [r.ok, r.message])).toEqual([
      [true, null],
      [true, null],
      [false, "That employee is not in the task's department"],
    ]);
    const rows = await rowsOf([fits.id, noDepartment.id, elsewhere.id]);
    for (const id of [fits.id, noDepartment.id]) {
      expect(rows.get(id)).toMatchObject({ status: 'in-progress', employeeId: co.worker.id });
      expect(await updatedEventsOf(id)).toHaveLength(1);
    }
    expect(rows.get(elsewhere.id)).toMatchObject({ status: 'incoming', employeeId: null });
  });

  it('rejects with the reason and closes open subtasks when asked', async () => {
    const { co } = app;
    const parent = await newTask({ description: 'With a subtask' });
    const sub = await postJson(
      `${url()}/api/complaints/${parent.id}/subtasks`,
      { description: 'Part of it', departmentId: co.departmentId },
      bearer(co.admin.token),
    );
    expect(sub.status).toBe(201);
    const subtaskId = ((await sub.json()) as { subtask: { id: string } }).subtask.id;
    const answer = await bulkOk(co.admin.token, {
      action: 'reject',
      taskIds: [parent.id],
      notes: 'Customer cancelled',
      openSubtasks: 'close',
    });
    expect(answer.message).toBe('1 task rejected.');
    const rows = await rowsOf([parent.id, subtaskId]);
    expect(rows.get(parent.id)).toMatchObject({ status: 'rejected' });
    expect(rows.get(subtaskId)).toMatchObject({ status: 'rejected' });
  });

  it('an employee changes nothing in bulk; bad bodies are 400 with a plain message', async () => {
    const { co } = app;
    const mine = await newTask({ employeeId: co.worker.id });
    const asWorker = await bulkOk(co.worker.token, {
      action: 'reject',
      taskIds: [mine.id],
      notes: 'Not mine to reject',
    });
    expect(asWorker.results[0]).toMatchObject({ ok: false, code: 403 });
    expect((await rowsOf([mine.id])).get(mine.id)).toMatchObject({ status: 'in-progress' });

    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'reject', taskIds: [mine.id], notes: ' ' }, TASK_MESSAGES.rejectReasonRequired],
      [{ action: 'resolve', taskIds: [] }, 'Choose at least one task.'],
      [{ action: 'assign', taskIds: [mine.id] }, TASK_MESSAGES.employeeRequired],
      [{ action: 'delete', taskIds: [mine.id] }, 'action must be assign, resolve or reject'],
      [
        { action: 'resolve', taskIds: Array.from({ length: 101 }, () => mine.id) },
        'Choose at most 100 tasks at a time.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(co.admin.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    expect(
      (await postJson(`${url()}/api/complaints/bulk`, { action: 'resolve', taskIds: [mine.id] }))
        .status,
    ).toBe(401);
  });
});
