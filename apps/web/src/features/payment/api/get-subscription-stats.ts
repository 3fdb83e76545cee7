import { subscriptionStatsResponseSchema, type SubscriptionStats } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const subscriptionStatsKey = ['subscription-stats'] as const;
export const SUBSCRIPTION_STATS_PATH = '/api/companies/active-users-count';

/** GET /api/companies/active-users-count (console.md §7): billed seats, prices and the total. */
export async function getSubscriptionStats(signal?: AbortSignal): Promise<SubscriptionStats> {
  const response = await apiClient.request(SUBSCRIPTION_STATS_PATH, {
    schema: subscriptionStatsResponseSchema,
    signal,
  });
  return response.data;
}

export function useSubscriptionStats() {
  return useQuery({
    queryKey: subscriptionStatsKey,
    queryFn: ({ signal }) => getSubscriptionStats(signal),
  });
}
