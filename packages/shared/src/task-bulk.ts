import { z } from 'zod';
import { TASK_MESSAGES, TASK_TEXT_LIMITS } from './task-requests.ts';

/** How many tasks one bulk action takes: a page of the list is at most 100 (its `limit`). */
export const TASK_BULK_MAX = 100;

const taskIds = z
  .array(z.string().uuid({ error: 'taskIds must be task ids' }), {
    error: 'taskIds must be a list of task ids',
  })
  .min(1, { error: 'Choose at least one task.' })
  .max(TASK_BULK_MAX, { error: `Choose at most ${TASK_BULK_MAX} tasks at a time.` })
  .transform((ids) => [...new Set(ids)]);

const notes = (required: string | null) => {
  const text = z
    .string()
    .trim()
    .max(TASK_TEXT_LIMITS.notes, {
      error: `Notes can be at most ${TASK_TEXT_LIMITS.notes.toLocaleString('en-IN')} characters.`,
    });
  return required
    ? text.min(1, { error: required })
    : text.nullish().transform((v) => v || undefined);
};

const openSubtasks = z
  .enum(['close', 'keep'], { error: 'openSubtasks must be close or keep' })
  .optional();

/**
 * POST /api/complaints/bulk (issue 28): one action on several tasks of the list, each applied
 * and recorded as if it were done on its own; one that may not happen does not stop the rest.
 */
export const taskBulkRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('assign'),
      taskIds,
      employeeAssigned: z
        .string({ error: TASK_MESSAGES.employeeRequired })
        .uuid({ error: TASK_MESSAGES.employeeRequired }),
    }),
    z.object({ action: z.literal('resolve'), taskIds, notes: notes(null), openSubtasks }),
    z.object({
      action: z.literal('reject'),
      taskIds,
      notes: notes(TASK_MESSAGES.rejectReasonRequired),
      openSubtasks,
    }),
  ],
  { error: 'action must be assign, resolve or reject' },
);
export type TaskBulkRequest = z.input<typeof taskBulkRequestSchema>;
export type TaskBulkAction = TaskBulkRequest['action'];

/** What became of one task: done, or the refusal it would have had on its own. */
export const taskBulkResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  /** The status code the single action would have answered (403, 404, 409, 400), or 200. */
  code: z.number().int(),
  message: z.string().nullable(),
});
export type TaskBulkResult = z.infer<typeof taskBulkResultSchema>;

export const taskBulkResponseSchema = z.object({
  is_success: z.literal(true),
  message: z.string(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(taskBulkResultSchema),
});
export type TaskBulkResponse = z.infer<typeof taskBulkResponseSchema>;

const PAST: Record<TaskBulkAction, string> = {
  assign: 'assigned',
  resolve: 'resolved',
  reject: 'rejected',
};

/** "3 tasks resolved; 1 could not be." — the answer's message and the console's summary. */
export function taskBulkSummary(action: TaskBulkAction, succeeded: number, failed: number) {
  const tasks = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`;
  const done = `${tasks(succeeded)} ${PAST[action]}`;
  return failed === 0 ? `${done}.` : `${done}; ${failed} could not be.`;
}
