import { taskSchema, type TaskEvent, taskEventSchema, type Task } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { taskKeys } from './task-keys';

/** The spec's answer carries the task under `task` or `complaint` (CON-SUB-11): either is read. */
const detailSchema = z
  .object({
    task: taskSchema.optional(),
    complaint: taskSchema.optional(),
    history: z.array(taskEventSchema).optional(),
  })
  .transform((body, ctx) => {
    const task = body.task ?? body.complaint;
    if (!task) {
      ctx.addIssue({ code: 'custom', message: 'no task in the answer' });
      return z.NEVER;
    }
    return { task, history: body.history ?? [] };
  });

/** GET /api/tasks/{id} (console.md §7). */
export function getTask(
  id: string,
  signal?: AbortSignal,
): Promise<{ task: Task; history: TaskEvent[] }> {
  return apiClient.request(`/api/tasks/${encodeURIComponent(id)}`, {
    schema: detailSchema,
    signal,
  });
}

export function useTask(id: string | null) {
  return useQuery({
    queryKey: taskKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getTask(id ?? '', signal),
    enabled: id !== null,
  });
}
