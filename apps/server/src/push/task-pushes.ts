import type { Database } from '../db/client.ts';
import { enqueuePushes } from '../repositories/push.repository.ts';

/** Where a tap on a task's notification lands in the field app. */
export const fieldTaskUrl = (taskId: string) => `/field/?task=${taskId}`;

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * Issue 30: the employee hears of a task or subtask assigned to them, or changed by someone
 * else, in the field app (Web Push). Written in the write's own transaction (the outbox), so a
 * change that rolls back tells nobody; nothing is written for the person who made the change.
 */
export async function queueTaskPush(
  tx: Pick<Database, 'execute'>,
  change: {
    companyId: string;
    employeeId: string | null | undefined;
    actorId: string;
    taskId: string;
    description: string;
    assigned: boolean;
    isSubtask: boolean;
  },
) {
  if (!change.employeeId || change.employeeId === change.actorId) return;
  const what = change.isSubtask ? 'subtask' : 'task';
  await enqueuePushes(tx, [
    {
      companyId: change.companyId,
      userId: change.employeeId,
      title: change.assigned ? `New ${what} for you` : `Your ${what} was changed`,
      body: short(change.description),
      url: fieldTaskUrl(change.taskId),
      tag: `task-${change.taskId}`,
    },
  ]);
}
