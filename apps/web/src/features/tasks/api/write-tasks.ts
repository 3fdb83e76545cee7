import {
  subtaskWriteResponseSchema,
  taskBulkResponseSchema,
  taskWriteResponseSchema,
  type SubtaskCreateRequest,
  type TaskBulkRequest,
  type TaskCreateRequest,
  type TaskUpdateRequest,
} from '@ronda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { taskKeys } from './task-keys';

/** POST /api/companies/complaints/create-on-behalf (console.md §7). */
export function createTask(body: TaskCreateRequest) {
  return apiClient.request('/api/companies/complaints/create-on-behalf', {
    method: 'POST',
    body,
    schema: taskWriteResponseSchema,
  });
}

/** POST /api/complaints/{id}/subtasks. */
export function createSubtask(parentId: string, body: SubtaskCreateRequest) {
  return apiClient.request(`/api/complaints/${encodeURIComponent(parentId)}/subtasks`, {
    method: 'POST',
    body,
    schema: subtaskWriteResponseSchema,
  });
}

/** PUT /api/complaints/{id} with only the fields an action changes. */
export function updateTask(id: string, body: TaskUpdateRequest) {
  return apiClient.request(`/api/complaints/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: taskWriteResponseSchema,
  });
}

/** After a successful write every list and detail is fetched again (console.md §4). */
function useTaskWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export const useCreateTask = () => useTaskWrite(createTask);
export const useCreateSubtask = () =>
  useTaskWrite((v: { parentId: string; body: SubtaskCreateRequest }) =>
    createSubtask(v.parentId, v.body),
  );
export const useUpdateTask = () =>
  useTaskWrite((v: { id: string; body: TaskUpdateRequest }) => updateTask(v.id, v.body));

/** POST /api/complaints/bulk (issue 28): each task is done or refused on its own. */
export function bulkTasks(body: TaskBulkRequest) {
  return apiClient.request('/api/complaints/bulk', {
    method: 'POST',
    body,
    schema: taskBulkResponseSchema,
  });
}

export const useBulkTasks = () => useTaskWrite(bulkTasks);
