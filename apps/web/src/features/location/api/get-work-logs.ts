import { workLogsResponseSchema, type WorkLog } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { locationKeys } from './location-keys';

/** GET /api/companies/{userId}/worklogs?date=YYYY-MM-DD: one person's work logs of a day. */
export async function getWorkLogs(
  userId: string,
  date: string,
  signal?: AbortSignal,
): Promise<WorkLog[]> {
  const response = await apiClient.request(
    `/api/companies/${encodeURIComponent(userId)}/worklogs`,
    { schema: workLogsResponseSchema, query: { date }, signal },
  );
  return response.workLogs;
}

export const workLogsQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: locationKeys.workLogs(userId, date),
    queryFn: ({ signal }) => getWorkLogs(userId, date, signal),
    staleTime: 60_000,
    enabled: userId !== '',
  });

export function useWorkLogs(userId: string, date: string) {
  return useQuery(workLogsQuery(userId, date));
}
