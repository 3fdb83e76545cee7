import { taskListResponseSchema, type TaskListResponse } from '@ronda/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { taskKeys } from './task-keys';

/** GET /api/companies/{companyId}/complaints (console.md §7). */
export function listTasks(
  companyId: string,
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<TaskListResponse> {
  return apiClient.request(`/api/companies/${encodeURIComponent(companyId)}/complaints`, {
    schema: taskListResponseSchema,
    query,
    signal,
  });
}

export function useTaskList(companyId: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: taskKeys.list(companyId, query),
    queryFn: ({ signal }) => listTasks(companyId, query, signal),
    placeholderData: keepPreviousData,
    enabled: companyId !== '',
  });
}
