import { taskListResponseSchema, taskSchema, type Task } from '@ronda/shared';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** The open tasks the list asks for; the server scopes an employee's list to their own tasks. */
export const MY_TASKS_QUERY = { status: 'incoming,in-progress', limit: 100 } as const;

export const fieldTaskKeys = {
  all: ['field-tasks'] as const,
  list: (companyId: string) => ['field-tasks', 'list', companyId] as const,
  detail: (id: string) => ['field-tasks', 'detail', id] as const,
};

/** GET /api/companies/{companyId}/complaints: the tasks assigned to the signed-in employee. */
export async function listMyTasks(companyId: string, signal?: AbortSignal): Promise<Task[]> {
  const page = await apiClient.request(
    `/api/companies/${encodeURIComponent(companyId)}/complaints`,
    { query: MY_TASKS_QUERY, schema: taskListResponseSchema, signal },
  );
  return page.complaints;
}

const detailSchema = z.object({ task: taskSchema });

/** GET /api/tasks/{id}: one task as the server has it now. */
export async function getMyTask(id: string, signal?: AbortSignal): Promise<Task> {
  const answer = await apiClient.request(`/api/tasks/${encodeURIComponent(id)}`, {
    schema: detailSchema,
    signal,
  });
  return answer.task;
}
