import { queueTaskPush } from '../../push/task-pushes.ts';
import { requireCompanyImages } from '../../adapters/storage/settle-uploads.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { canActOnTask, canReadTask } from '../../auth/access-policy.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { checkAssignment } from './check-assignment.ts';
import { planTaskUpdate, type TaskUpdate } from './plan-task-update.ts';
import { resolutionOf } from './resolution-of.ts';
import {
  findParentId,
  insertTaskEvent,
  lockOpenSubtasks,
  lockTask,
  refreshCompletion,
  updateTask,
} from './task-writes.repository.ts';
import { TASK_NOT_FOUND, todayStartOf, viewWithSubtasks } from './tasks.service.ts';

/** PUT /api/complaints/{id}: one action on a task (console.md §4), with its history line. */
const isClosing = (status: unknown): status is 'resolved' | 'rejected' =>
  status === 'resolved' || status === 'rejected';

/**
 * Resolving or rejecting a task with `openSubtasks: 'close'` closes its open subtasks the same
 * way, each with its own history line; one the actor may not change stays open (issue 28).
 */
async function closeOpenSubtasks(
  tx: Parameters<typeof lockOpenSubtasks>[0],
  actor: SessionContext['actor'],
  parentId: string,
  status: 'resolved' | 'rejected',
  now: Date,
) {
  for (const subtask of await lockOpenSubtasks(tx, actor.companyId, parentId)) {
    if (!canActOnTask(actor, subtask)) continue;
    const { changes, diff } = planTaskUpdate(actor, subtask, { status }, now);
    await updateTask(tx, actor.companyId, subtask.id, changes, now);
    await insertTaskEvent(tx, {
      companyId: actor.companyId,
      complaintId: subtask.id,
      actorUserId: actor.userId,
      kind: 'updated',
      changes: { ...diff, closedWithParent: [null, parentId] },
      createdAt: now,
    });
  }
}

export async function updateTaskFields(
  db: Database,
  storage: Storage,
  session: SessionContext,
  taskId: string,
  update: TaskUpdate,
  now: Date,
) {
  const { actor } = session;
  const companyId = actor.companyId;
  await requireCompanyImages(db, storage, companyId, update.employeeImages ?? [], now);
  await db.transaction(async (tx) => {
    // A parent before its subtasks, in every transaction: closing a task with its subtasks and
    // changing one of them at the same moment must queue, not deadlock.
    const parentId = await findParentId(tx, companyId, taskId);
    if (parentId) await lockTask(tx, companyId, parentId);
    const task = await lockTask(tx, companyId, taskId);
    if (!task || !canReadTask(actor, task)) throw ApiError.notFound(TASK_NOT_FOUND);
    const { changes, diff } = planTaskUpdate(actor, task, update, now);
    if (Object.keys(diff).length === 0) return;
    await checkAssignment(tx, companyId, {
      departmentId: changes.departmentId === undefined ? task.departmentId : changes.departmentId,
      departmentChanged: 'departmentId' in changes,
      newEmployeeId: update.employeeAssigned === undefined ? undefined : changes.employeeId,
      newSupervisorId: changes.supervisorId,
    });
    if (changes.status === 'resolved' && task.employeeId === actor.userId) {
      Object.assign(changes, await resolutionOf(tx, task, now));
    }
    await updateTask(tx, companyId, taskId, changes, now);
    await insertTaskEvent(tx, {
      companyId,
      complaintId: taskId,
      actorUserId: actor.userId,
      kind: 'updated',
      changes: diff,
      createdAt: now,
    });
    if (update.openSubtasks === 'close' && isClosing(changes.status)) {
      await closeOpenSubtasks(tx, actor, task.id, changes.status, now);
    }
    await refreshCompletion(tx, companyId, taskId);
    const employeeId = 'employeeId' in changes ? changes.employeeId : task.employeeId;
    await queueTaskPush(tx, {
      companyId,
      employeeId,
      actorId: actor.userId,
      taskId,
      description: task.description,
      assigned: employeeId !== task.employeeId,
      isSubtask: task.parentComplaintId !== null,
    });
    if (task.parentComplaintId && 'status' in changes) {
      await refreshCompletion(tx, companyId, task.parentComplaintId);
    }
  });
  return {
    ...(await viewWithSubtasks(db, companyId, taskId)),
    todayStart: todayStartOf(session, now),
  };
}
