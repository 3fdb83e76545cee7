import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  presignedUrlResponseSchema,
  TASK_MESSAGES,
  taskDetailResponseSchema,
  taskWriteResponseSchema,
  type Task,
} from '@ronda/shared';
import { complaintEvents, complaints, customers } from '../src/db/schema/index.ts';
import { bearer, insertCompany, insertUser, postJson } from './fixtures.ts';
import {
  fix,
  getJson,
  postPoints,
  signIn,
  startDeviceTestApp,
  type DeviceTestApp,
} from './device-fixtures.ts';
import { createTask, messageOf, putTask, taskPayload } from './task-fixtures.ts';

let app: DeviceTestApp;

/** A 1×1 PNG, enough for the upload store to recognise an image. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
beforeAll(async () => {
  app = await startDeviceTestApp();
});
afterAll(() => app.close());

const url = () => app.server.baseUrl;
const newTask = (overrides: Parameters<typeof taskPayload>[1] = {}) =>
  createTask(url(), app.co.admin.token, taskPayload(app.co, overrides));

async function eventsOf(taskId: string) {
  return app.database.db
    .select()
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, taskId))
    .orderBy(asc(complaintEvents.createdAt));
}

async function act(token: string, task: Task, body: Parameters<typeof putTask>[3]) {
  const res = await putTask(url(), token, task.id, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return taskWriteResponseSchema.parse(await res.json()).complaint;
}

describe('create a task on behalf of a customer (CON-API-17)', () => {
  it('CON-TASK-68 CON-TASK-69 adds the customer once by e-mail, assigns at creation and records it', async () => {
    const { co } = app;
    const first = await newTask({ customer: { name: 'Ravi Naik', email: 'Ravi@Example.com' } });
    expect(first).toMatchObject({
      status: 'incoming',
      priority: 'medium',
      taskType: 'customer',
      customer: { name: 'Ravi Naik', email: 'ravi@example.com', phone: null },
      department: { id: co.departmentId, name: 'Field' },
      location: { address: 'Rua de Ourem, Panaji', coordinates: { lat: 15.4989, lng: 73.8278 } },
      employee: null,
      subtasks: [],
      completionPercentage: 0,
    });
    const second = await newTask({
      customer: { name: 'R. Naik', email: 'ravi@example.com' },
      employeeId: co.worker.id,
      supervisorId: co.supervisor.id,
      priority: 'high',
    });
    expect(second.customer?.id).toBe(first.customer?.id);
    expect(second).toMatchObject({
      status: 'in-progress',
      priority: 'high',
      employeeAssigned: co.worker.id,
      assignedEmployee: { id: co.worker.id, firstName: 'Wilson' },
      supervisorAssigned: co.supervisor.id,
    });
    expect(second.startedAt).not.toBeNull();
    expect(second.employeeAssignedAt).not.toBeNull();
    const known = await app.database.db
      .select()
      .from(customers)
      .where(eq(customers.companyId, co.companyId));
    expect(known.filter((c) => c.email === 'ravi@example.com')).toHaveLength(1);
    const [created] = await eventsOf(second.id);
    expect(created).toMatchObject({ kind: 'created', actorUserId: co.admin.id });
  });

  it('refuses bad input with the form’s message and stores nothing', async () => {
    const { co } = app;
    const before = await app.database.db.$count(complaints);
    const send = (body: unknown, token = co.admin.token) =>
      postJson(`${url()}/api/companies/complaints/create-on-behalf`, body, bearer(token));
    const noDescription = await send({ ...taskPayload(co), description: '  ' });
    expect(noDescription.status).toBe(400);
    expect(await messageOf(noDescription)).toContain(TASK_MESSAGES.descriptionRequired);
    const noEmail = await send({ ...taskPayload(co), customer: { name: 'A', email: '' } });
    expect(noEmail.status).toBe(400);
    const badLat = await send({
      ...taskPayload(co),
      location: { address: 'x', coordinates: { lat: 123, lng: 0 } },
    });
    expect(badLat.status).toBe(400);
    // An employee of another department cannot be given the task.
    const wrongTeam = await send(taskPayload(co, { employeeId: co.outsider.id }));
    expect(wrongTeam.status).toBe(400);
    expect(await messageOf(wrongTeam)).toBe("That employee is not in the task's department");
    const employee = await send(taskPayload(co), co.worker.token);
    expect(employee.status).toBe(403);
    const other = await insertCompany(app.database.db);
    expect((await send({ ...taskPayload(co), companyId: other.id })).status).toBe(404);
    expect(await app.database.db.$count(complaints)).toBe(before);
  });
});

describe('actions on a task (CON-ACT, console.md §4)', () => {
  it('CON-ACT-01 CON-ACT-02 reject stores the reason, stamps the time and writes the event', async () => {
    const task = await newTask();
    const rejected = await act(app.co.supervisor.token, task, {
      status: 'rejected',
      supervisorNotes: 'Duplicate of an earlier request',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      supervisorNotes: 'Duplicate of an earlier request',
    });
    expect(rejected.rejectedAt).not.toBeNull();
    const events = await eventsOf(task.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'updated',
      actorUserId: app.co.supervisor.id,
      changes: {
        status: ['incoming', 'rejected'],
        supervisorNotes: [null, 'Duplicate of an earlier request'],
      },
    });
  });

  it('CON-ACT-06..08 assign employee starts the task; CON-ACT-04 CON-ACT-05 resolve closes it', async () => {
    const { co } = app;
    const task = await newTask();
    const assigned = await act(co.admin.token, task, {
      employeeAssigned: co.worker.id,
      supervisorNotes: TASK_MESSAGES.assignedToEmployee,
      status: 'in-progress',
    });
    expect(assigned).toMatchObject({
      status: 'in-progress',
      employeeAssigned: co.worker.id,
      supervisorNotes: 'Assigned to employee',
    });
    expect(assigned.startedAt).not.toBeNull();
    expect(assigned.employeeAssignedAt).not.toBeNull();
    const resolved = await act(co.admin.token, assigned, { status: 'resolved' });
    expect(resolved).toMatchObject({ status: 'resolved', completionPercentage: 100 });
    expect(resolved.resolvedAt).not.toBeNull();
    // Nobody but the admin was near: no resolution distance is recorded.
    expect(resolved.resolution).toBeNull();
  });

  it('CON-ACT-10 CON-ACT-11 CON-ACT-13..18 assign department and team, and assign both', async () => {
    const { co } = app;
    const task = await newTask({ departmentId: null });
    const moved = await act(co.admin.token, task, {
      departmentId: co.otherDepartmentId,
      supervisorAssigned: co.admin.id,
    });
    expect(moved).toMatchObject({
      status: 'incoming',
      department: { id: co.otherDepartmentId },
      supervisorAssigned: co.admin.id,
    });
    expect(moved.supervisorAssignedAt).not.toBeNull();
    const both = await act(co.admin.token, moved, {
      departmentId: co.departmentId,
      supervisorAssigned: co.supervisor.id,
      employeeAssigned: co.worker.id,
      status: 'in-progress',
      supervisorNotes: TASK_MESSAGES.quickAssignment,
    });
    expect(both).toMatchObject({ status: 'in-progress', employeeAssigned: co.worker.id });
    // Assign both with no employee hands the task back: incoming, with nobody.
    const back = await act(co.admin.token, both, {
      departmentId: co.departmentId,
      status: 'incoming',
    });
    expect(back).toMatchObject({ status: 'incoming', employeeAssigned: null, employee: null });
  });

  it('answers 409 for a move the spec has no action for, and changes nothing', async () => {
    const { co } = app;
    const task = await newTask();
    const start = await putTask(url(), co.admin.token, task.id, { status: 'in-progress' });
    expect(start.status).toBe(409);
    expect(await messageOf(start)).toBe('Assign an employee before starting the task.');
    await act(co.admin.token, task, { status: 'resolved' });
    for (const body of [{ status: 'incoming' as const }, { supervisorNotes: 'again' }]) {
      const res = await putTask(url(), co.admin.token, task.id, body);
      expect(res.status).toBe(409);
      expect(await messageOf(res)).toBe(
        'This task is already resolved; it can no longer be changed.',
      );
    }
    const empty = await putTask(url(), co.admin.token, task.id, {});
    expect(empty.status).toBe(400);
  });
});

describe('who may act (console.md §6, ARCHITECTURE.md §5; CON-ACT-28..32)', () => {
  it('admin always; a supervisor in the department or on a task with none; never another department', async () => {
    const { co } = app;
    const inField = await newTask();
    const inOther = await newTask({ departmentId: co.otherDepartmentId });
    const noDepartment = await newTask({ departmentId: null });
    await act(co.supervisor.token, inField, { supervisorNotes: 'On it' });
    await act(co.supervisor.token, noDepartment, { supervisorNotes: 'Mine now' });
    const denied = await putTask(url(), co.supervisor.token, inOther.id, { status: 'rejected' });
    expect(denied.status).toBe(403);
    expect(await messageOf(denied)).toBe(TASK_MESSAGES.permissionDenied);
    await act(co.admin.token, inOther, { supervisorNotes: 'Admin may' });
  });

  it('an employee resolves only what is theirs, cannot reject or reassign, and cannot see the rest', async () => {
    const { co } = app;
    const theirs = await newTask({ employeeId: co.worker.id });
    const notTheirs = await newTask();
    const reject = await putTask(url(), co.worker.token, theirs.id, { status: 'rejected' });
    expect(reject.status).toBe(403);
    const reassign = await putTask(url(), co.worker.token, theirs.id, {
      employeeAssigned: co.supervisor.id,
    });
    expect(reassign.status).toBe(403);
    expect(
      (await putTask(url(), co.worker.token, notTheirs.id, { status: 'resolved' })).status,
    ).toBe(404);
    expect((await getJson(url(), `/api/tasks/${notTheirs.id}`, co.worker.token)).status).toBe(404);
    const done = await act(co.worker.token, theirs, {
      status: 'resolved',
      employeeNotes: 'Emptied',
    });
    expect(done).toMatchObject({ status: 'resolved', employeeNotes: 'Emptied' });
  });

  it('an employee adds photos of the work when resolving; a photo sent twice is kept once, a foreign one is refused', async () => {
    const { co } = app;
    const task = await newTask({ employeeId: co.worker.id });
    const presigned = await getJson(
      url(),
      '/api/upload/presigned-url?fileType=image/png',
      co.worker.token,
    );
    const { uploadUrl, fileUrl } = presignedUrlResponseSchema.parse(await presigned.json());
    expect(
      (
        await fetch(uploadUrl, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: PNG_BYTES,
        })
      ).status,
    ).toBe(200);
    const foreign = await putTask(url(), co.worker.token, task.id, {
      status: 'resolved',
      employeeImages: ['https://elsewhere.example/photo.png'],
    });
    expect(foreign.status).toBe(400);
    const done = await act(co.worker.token, task, {
      status: 'resolved',
      employeeImages: [fileUrl, fileUrl],
    });
    expect(done).toMatchObject({ status: 'resolved', employeeimages: [fileUrl] });
  });

  it('a task of another company is missing, whatever the role', async () => {
    const other = await insertCompany(app.database.db);
    const stranger = await insertUser(app.database.db, { companyId: other.id, isAdmin: true });
    const { token } = await signIn(url(), stranger.email);
    const task = await newTask();
    expect((await putTask(url(), token, task.id, { status: 'resolved' })).status).toBe(404);
    expect((await getJson(url(), `/api/tasks/${task.id}`, token)).status).toBe(404);
    expect(
      (await getJson(url(), `/api/companies/${app.co.companyId}/complaints`, token)).status,
    ).toBe(404);
  });
});

describe('beyond the spec: where the assignee resolved it', () => {
  it('records the distance from their latest fix: on site within 150 m, else how far', async () => {
    const { co } = app;
    const near = await newTask({ employeeId: co.worker.id });
    const far = await newTask({ employeeId: co.worker.id });
    await postPoints(url(), co.worker.token, [fix(new Date(), { lat: 15.4995, lng: 73.8278 })]);
    const onSite = await act(co.worker.token, near, { status: 'resolved' });
    expect(onSite.resolution).toMatchObject({ onSite: true });
    expect(onSite.resolution?.distanceMeters).toBeGreaterThan(50);
    expect(onSite.resolution?.distanceMeters).toBeLessThan(80);
    await postPoints(url(), co.worker.token, [fix(new Date(), { lat: 15.5189, lng: 73.8278 })]);
    const away = await act(co.worker.token, far, { status: 'resolved' });
    expect(away.resolution).toMatchObject({ onSite: false });
    expect(away.resolution?.distanceMeters).toBeGreaterThan(2000);
    expect(away.resolution?.distanceMeters).toBeLessThan(2300);
  });
});

describe('issue 28: a new customer whose e-mail exists is not merged without asking', () => {
  it('answers 409 naming the customer who has the e-mail, stores nothing, and attaches when asked without isNew', async () => {
    const first = await newTask({ customer: { name: 'Ravi Naik', email: 'ravi.n@example.com' } });
    const create = (customer: { name: string; email: string; isNew?: boolean }) =>
      postJson(
        `${url()}/api/companies/complaints/create-on-behalf`,
        taskPayload(app.co, { description: 'Second visit', customer }),
        bearer(app.co.admin.token),
      );
    const clash = await create({ name: 'Ravi N.', email: 'Ravi.N@example.com', isNew: true });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({
      is_success: false,
      message: 'A customer with this e-mail already exists: Ravi Naik (ravi.n@example.com).',
      existingCustomer: {
        id: first.customer?.id,
        name: 'Ravi Naik',
        email: 'ravi.n@example.com',
        phone: null,
      },
    });
    const none = await app.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.description, 'Second visit'));
    expect(none).toHaveLength(0);
    const attached = await create({ name: 'Ravi Naik', email: 'ravi.n@example.com' });
    expect(attached.status).toBe(201);
    const task = taskWriteResponseSchema.parse(await attached.json()).complaint;
    expect(task.customer).toEqual(first.customer);
    const fresh = await create({ name: 'Asha Rao', email: 'asha.rao@example.com', isNew: true });
    expect(fresh.status).toBe(201);
  });
});

describe('issue 28: a typed address is kept', () => {
  it('stores an address without a point when the supervisor chose so, and refuses a location with neither', async () => {
    const kept = await newTask({
      location: { address: 'Plot 14, Sancoale Industrial Estate', coordinates: null },
    });
    expect(kept.location).toEqual({
      address: 'Plot 14, Sancoale Industrial Estate',
      coordinates: null,
    });
    const empty = await postJson(
      `${url()}/api/companies/complaints/create-on-behalf`,
      taskPayload(app.co, { location: { address: ' ', coordinates: null } }),
      bearer(app.co.admin.token),
    );
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toContain('A location needs an address or a point on the map');
  });
});

describe('subtasks (CON-SUB)', () => {
  const addSubtask = (
    parentId: string,
    body: Record<string, unknown>,
    token = app.co.admin.token,
  ) => postJson(`${url()}/api/complaints/${parentId}/subtasks`, body, bearer(token));

  it('CON-SUB-07..09 inherit the customer, count towards the parent, and appear in its history', async () => {
    const { co } = app;
    const parent = await newTask();
    const make = async (description: string, employeeId: string | null) => {
      const res = await addSubtask(parent.id, {
        description,
        departmentId: co.departmentId,
        employeeId,
        supervisorId: null,
        dueDate: null,
        supervisorNotes: null,
        location: parent.location,
        images: [],
        followUpOn: null,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { subtask: Task }).subtask;
    };
    const a = await make('Replace the lid', null);
    const b = await make('Clean the site', co.worker.id);
    const c = await make('Photograph it', null);
    expect(a).toMatchObject({
      status: 'incoming',
      priority: 'medium',
      customer: parent.customer,
      parentComplaintId: parent.id,
      parentComplaint: { id: parent.id, description: parent.description },
    });
    expect(b.status).toBe('in-progress');
    await act(co.admin.token, { ...a, subtasks: [] }, { status: 'resolved' });
    await act(co.admin.token, { ...c, subtasks: [] }, { status: 'rejected' });
    const res = await getJson(url(), `/api/tasks/${parent.id}`, co.admin.token);
    const detail = taskDetailResponseSchema.parse(await res.json());
    // One of the two subtasks still wanted is resolved; the rejected one does not count.
    expect(detail.task.completionPercentage).toBe(50);
    expect(detail.task.subtasks.map((s) => s.description)).toEqual([
      'Replace the lid',
      'Clean the site',
      'Photograph it',
    ]);
    expect(detail.history.map((h) => h.kind)).toEqual([
      'created',
      'subtask-created',
      'subtask-created',
      'subtask-created',
    ]);
    expect(detail.history[0]?.actor?.id).toBe(co.admin.id);
  });

  it("issue 28: updating a subtask's supervisor keeps its employee and status; fields not sent are never cleared", async () => {
    const { co } = app;
    const parent = await newTask();
    const res = await addSubtask(parent.id, {
      description: 'Bring a second bin',
      departmentId: co.departmentId,
      employeeId: co.worker.id,
    });
    const subtask = ((await res.json()) as { subtask: Task }).subtask;
    expect(subtask).toMatchObject({ status: 'in-progress', employeeAssigned: co.worker.id });
    const after = await act(
      co.admin.token,
      { ...subtask, subtasks: [] },
      {
        supervisorAssigned: co.supervisor.id,
      },
    );
    expect(after).toMatchObject({
      status: 'in-progress',
      employeeAssigned: co.worker.id,
      supervisorAssigned: co.supervisor.id,
      department: { id: co.departmentId },
    });
    const notes = await act(
      co.admin.token,
      { ...subtask, subtasks: [] },
      {
        supervisorNotes: 'Bin is behind the gate',
      },
    );
    expect(notes).toMatchObject({
      status: 'in-progress',
      employeeAssigned: co.worker.id,
      supervisorAssigned: co.supervisor.id,
    });
    const history = (await eventsOf(subtask.id)).map((e) => Object.keys(e.changes ?? {}));
    expect(history.slice(-2)).toEqual([['supervisorAssigned'], ['supervisorNotes']]);
  });

  it('issue 28: resolving or rejecting with openSubtasks close closes the open ones, one history line each; keep leaves them open', async () => {
    const { co } = app;
    const make = async (parentId: string, description: string) => {
      const res = await addSubtask(parentId, { description, departmentId: co.departmentId });
      return ((await res.json()) as { subtask: Task }).subtask;
    };
    const parent = await newTask({ departmentId: co.departmentId });
    const done = await make(parent.id, 'Already done');
    const open1 = await make(parent.id, 'Still open 1');
    const open2 = await make(parent.id, 'Still open 2');
    await act(co.admin.token, { ...done, subtasks: [] }, { status: 'resolved' });
    const bad = await putTask(url(), co.admin.token, parent.id, {
      status: 'resolved',
      openSubtasks: 'all' as 'close',
    });
    expect(bad.status).toBe(400);
    await act(co.admin.token, parent, { status: 'resolved', openSubtasks: 'close' });
    const detail = taskDetailResponseSchema.parse(
      await (await getJson(url(), `/api/tasks/${parent.id}`, co.admin.token)).json(),
    );
    expect(detail.task.subtasks.map((s) => s.status)).toEqual(['resolved', 'resolved', 'resolved']);
    for (const sub of [open1, open2]) {
      const last = (await eventsOf(sub.id)).at(-1);
      expect(last?.changes).toMatchObject({
        status: ['incoming', 'resolved'],
        closedWithParent: [null, parent.id],
      });
    }
    expect((await eventsOf(done.id)).at(-1)?.changes).not.toHaveProperty('closedWithParent');

    const other = await newTask({ departmentId: co.departmentId });
    const left = await make(other.id, 'Left open');
    await act(co.admin.token, other, {
      status: 'rejected',
      supervisorNotes: 'Duplicate',
      openSubtasks: 'keep',
    });
    const after = taskDetailResponseSchema.parse(
      await (await getJson(url(), `/api/tasks/${other.id}`, co.admin.token)).json(),
    );
    expect(after.task.subtasks.map((s) => [s.id, s.status])).toEqual([[left.id, 'incoming']]);
  });

  it('refuses a subtask without a department, of a subtask, or of a closed task', async () => {
    const { co } = app;
    const parent = await newTask();
    const noDepartment = await addSubtask(parent.id, { description: 'x' });
    expect(noDepartment.status).toBe(400);
    expect(await messageOf(noDepartment)).toContain(TASK_MESSAGES.departmentRequired);
    const ok = await addSubtask(parent.id, { description: 'x', departmentId: co.departmentId });
    const child = ((await ok.json()) as { subtask: Task }).subtask;
    const nested = await addSubtask(child.id, { description: 'y', departmentId: co.departmentId });
    expect(nested.status).toBe(409);
    await act(co.admin.token, parent, { status: 'rejected', supervisorNotes: 'No' });
    const closed = await addSubtask(parent.id, { description: 'z', departmentId: co.departmentId });
    expect(closed.status).toBe(409);
    const rows = await app.database.db
      .select()
      .from(complaints)
      .where(and(eq(complaints.parentComplaintId, parent.id)));
    expect(rows).toHaveLength(1);
  });
});
