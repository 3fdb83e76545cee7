import {
  TASK_MESSAGES,
  taskBulkSummary,
  type TaskBulkResult,
  type taskBulkRequestSchema,
} from '@ronda/shared';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { TaskUpdate } from './plan-task-update.ts';
import { updateTaskFields } from './task-update.service.ts';

type BulkBody = z.output<typeof taskBulkRequestSchema>;

/** The single action each task of a bulk one is: the same body the task's own window sends. */
function updateOf(body: BulkBody): TaskUpdate {
  switch (body.action) {
    case 'assign':
      return {
        status: 'in-progress',
        employeeAssigned: body.employeeAssigned,
        supervisorNotes: TASK_MESSAGES.assignedToEmployee,
      };
    case 'resolve':
      return { status: 'resolved', supervisorNotes: body.notes, openSubtasks: body.openSubtasks };
    case 'reject':
      return { status: 'rejected', supervisorNotes: body.notes, openSubtasks: body.openSubtasks };
  }
}

/**
 * Several tasks, one action (issue 28). Each task is its own transaction with its own history
 * line, checked exactly as on its own, so one refused (permission, already closed, an employee
 * outside its department) neither stops nor undoes the others; the answer says which and why.
 */
export async function actOnTasks(
  db: Database,
  storage: Storage,
  session: SessionContext,
  body: BulkBody,
  now: Date,
) {
  const update = updateOf(body);
  const results: TaskBulkResult[] = [];
  for (const id of body.taskIds) {
    try {
      await updateTaskFields(db, storage, session, id, update, now);
      results.push({ id, ok: true, code: 200, message: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ id, ok: false, code: error.statusCode, message: error.message });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  const failed = results.length - succeeded;
  return { results, succeeded, failed, message: taskBulkSummary(body.action, succeeded, failed) };
}
