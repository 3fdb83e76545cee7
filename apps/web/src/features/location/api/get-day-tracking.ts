import { TRACKING_DEFAULTS, trackingResponseSchema, type TrackingResponse } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useConsoleSession } from '@/lib/console-session';
import { locationKeys } from './location-keys';

/**
 * GET /api/location/tracking with the page's fixed settings (console.md §7): simplify 0.00003,
 * snap, stats and places, a 10-minute gap; the stop threshold is the company's shortest stop
 * (issue 27: 5 minutes unless an admin chose otherwise, e.g. 3 for delivery rounds).
 */
export async function getDayTracking(
  userId: string,
  date: string,
  stopThreshold: number,
  signal?: AbortSignal,
): Promise<TrackingResponse> {
  return apiClient.request('/api/location/tracking', {
    schema: trackingResponseSchema,
    query: { userId, date, ...TRACKING_DEFAULTS, stopThreshold },
    signal,
  });
}

export const dayTrackingQuery = (userId: string, date: string, stopThreshold: number) =>
  queryOptions({
    queryKey: [...locationKeys.tracking(userId, date), { stopThreshold }] as const,
    queryFn: ({ signal }) => getDayTracking(userId, date, stopThreshold, signal),
    // A past day does not change; today's is refetched by live moves (use-live-position).
    staleTime: 5 * 60_000,
    enabled: userId !== '',
  });

export function useDayTracking(userId: string, date: string) {
  const { company } = useConsoleSession();
  const stopThreshold = company?.stopThresholdMinutes ?? TRACKING_DEFAULTS.stopThreshold;
  return useQuery(dayTrackingQuery(userId, date, stopThreshold));
}
