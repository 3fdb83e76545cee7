import { queueTaskPush } from '../../push/task-pushes.ts';
import {
  TASK_MESSAGES,
  type subtaskCreateRequestSchema,
  type taskCreateRequestSchema,
} from '@ronda/shared';
import type { z } from 'zod';
import { requireCompanyImages } from '../../adapters/storage/settle-uploads.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { canActOnTask, canReadTask } from '../../auth/access-policy.ts';
import { requireOwnCompany } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { insertNewCustomer } from '../../repositories/customers.repository.ts';
import { checkAssignment } from './check-assignment.ts';
import { newTaskFields } from './new-task-fields.ts';
import type { TaskView } from './task-views.repository.ts';
import {
  insertTask,
  insertTaskEvent,
  lockTask,
  refreshCompletion,
} from './task-writes.repository.ts';
import { TASK_NOT_FOUND, todayStartOf, viewWithSubtasks } from './tasks.service.ts';

export const DUE_IN_PAST =
  'The due date cannot be before today. Please choose today or a later day.';

/** A new task is not born overdue (issue 28): its due date is today (the company's) or later. */
function requireDueFromToday(
  session: SessionContext,
  dueDate: string | null | undefined,
  now: Date,
) {
  if (dueDate && new Date(dueDate) < todayStartOf(session, now)) {
    throw ApiError.badRequest(DUE_IN_PAST);
  }
}

type CreateBody = z.output<typeof taskCreateRequestSchema>;

/**
 * The task's customer: the one with this e-mail, added when there is none; a customer typed as
 * new whose e-mail the company has is not merged into that one without asking (issue 28).
 */
async function customerFor(
  tx: Parameters<typeof insertNewCustomer>[0],
  companyId: string,
  { isNew, ...customer }: CreateBody['customer'],
) {
  const { created, existing } = await insertNewCustomer(tx, { companyId, ...customer });
  if (created) return created;
  if (!existing) throw new Error('customer neither inserted nor found');
  if (isNew) {
    throw ApiError.conflict(
      `A customer with this e-mail already exists: ${existing.name} (${existing.email}).`,
      {
        existingCustomer: {
          id: existing.id,
          name: existing.name,
          email: existing.email,
          phone: existing.phone,
        },
      },
    );
  }
  return existing;
}

/** A task raised by a manager for a customer, found or added by e-mail within the company. */
export async function createTaskOnBehalf(
  db: Database,
  storage: Storage,
  session: SessionContext,
  body: CreateBody,
  now: Date,
) {
  const { actor } = session;
  const companyId = requireOwnCompany(session, body.companyId);
  const departmentId = body.departmentId ?? null;
  const employeeId = body.employeeId ?? null;
  if (actor.role === 'employee' || !canActOnTask(actor, { departmentId, employeeId })) {
    throw ApiError.forbidden(TASK_MESSAGES.permissionDenied);
  }
  requireDueFromToday(session, body.dueDate, now);
  await checkAssignment(db, companyId, {
    departmentId,
    departmentChanged: true,
    newEmployeeId: employeeId,
    newSupervisorId: body.supervisorId,
  });
  await requireCompanyImages(db, storage, companyId, body.images, now);
  const id = await db.transaction(async (tx) => {
    const customer = await customerFor(tx, companyId, body.customer);
    const fields = newTaskFields(session.company, { ...body, employeeId }, now);
    const { status } = fields;
    const taskId = await insertTask(tx, {
      ...fields,
      companyId,
      customerId: customer.id,
      departmentId,
      createdByUserId: actor.userId,
      taskType: 'customer',
    });
    await insertTaskEvent(tx, {
      companyId,
      complaintId: taskId,
      actorUserId: actor.userId,
      kind: 'created',
      changes: {
        status: [null, status],
        source: [null, 'console'],
        ...(employeeId ? { employeeAssigned: [null, employeeId] } : {}),
        // The first note is history too (issue 28): every note is kept with who and when.
        ...(body.supervisorNotes ? { supervisorNotes: [null, body.supervisorNotes] } : {}),
      },
      createdAt: now,
    });
    await queueTaskPush(tx, {
      companyId,
      employeeId,
      actorId: actor.userId,
      taskId,
      description: body.description,
      assigned: true,
      isSubtask: false,
    });
    return taskId;
  });
  return { ...(await viewWithSubtasks(db, companyId, id)), todayStart: todayStartOf(session, now) };
}

type SubtaskBody = z.output<typeof subtaskCreateRequestSchema>;

/** A subtask inherits its parent's customer and type; a closed task takes no new subtasks. */
export async function createSubtask(
  db: Database,
  storage: Storage,
  session: SessionContext,
  parentId: string,
  body: SubtaskBody,
  now: Date,
): Promise<{ view: TaskView; todayStart: Date }> {
  const { actor } = session;
  const companyId = actor.companyId;
  const employeeId = body.employeeId ?? null;
  requireDueFromToday(session, body.dueDate, now);
  await checkAssignment(db, companyId, {
    departmentId: body.departmentId,
    departmentChanged: true,
    newEmployeeId: employeeId,
    newSupervisorId: body.supervisorId,
  });
  await requireCompanyImages(db, storage, companyId, body.images, now);
  const id = await db.transaction(async (tx) => {
    const parent = await lockTask(tx, companyId, parentId);
    if (!parent || !canReadTask(actor, parent)) throw ApiError.notFound(TASK_NOT_FOUND);
    if (actor.role === 'employee' || !canActOnTask(actor, parent)) {
      throw ApiError.forbidden(TASK_MESSAGES.permissionDenied);
    }
    if (parent.parentComplaintId) {
      throw ApiError.conflict('A subtask cannot have subtasks of its own.');
    }
    if (parent.status === 'resolved' || parent.status === 'rejected') {
      throw ApiError.conflict(`This task is already ${parent.status}; it takes no new subtasks.`);
    }
    const fields = newTaskFields(session.company, { ...body, employeeId }, now);
    const { status } = fields;
    const subtaskId = await insertTask(tx, {
      ...fields,
      companyId,
      parentComplaintId: parent.id,
      customerId: parent.customerId,
      taskType: parent.taskType,
      departmentId: body.departmentId,
      createdByUserId: actor.userId,
    });
    const event = { companyId, actorUserId: actor.userId, createdAt: now };
    await insertTaskEvent(tx, {
      ...event,
      complaintId: subtaskId,
      kind: 'created',
      changes: {
        status: [null, status],
        parentComplaintId: [null, parent.id],
        ...(body.supervisorNotes ? { supervisorNotes: [null, body.supervisorNotes] } : {}),
      },
    });
    await insertTaskEvent(tx, {
      ...event,
      complaintId: parent.id,
      kind: 'subtask-created',
      changes: { subtaskId: [null, subtaskId] },
    });
    await refreshCompletion(tx, companyId, parent.id);
    await queueTaskPush(tx, {
      companyId,
      employeeId,
      actorId: actor.userId,
      taskId: subtaskId,
      description: body.description,
      assigned: true,
      isSubtask: true,
    });
    return subtaskId;
  });
  const { view } = await viewWithSubtasks(db, companyId, id);
  return { view, todayStart: todayStartOf(session, now) };
}

/** One action on a task (console.md §4), applied under a row lock and recorded in its history. */
