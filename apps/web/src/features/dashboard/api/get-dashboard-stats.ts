import { dashboardStatsResponseSchema, type DashboardStats } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const dashboardStatsKey = ['dashboard-stats'] as const;
const REFRESH_MS = 60_000;

/** GET /api/company/stats (console.md §7). */
export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  const response = await apiClient.request('/api/company/stats', {
    schema: dashboardStatsResponseSchema,
    signal,
  });
  return response.data;
}

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardStatsKey,
    queryFn: ({ signal }) => getDashboardStats(signal),
    refetchInterval: REFRESH_MS,
  });
}
