import { TRACKING_DEFAULTS, trackingResponseSchema, type TrackingResponse } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { locationKeys } from './location-keys';

/**
 * GET /api/location/tracking with the page's fixed settings (console.md §7): simplify 0.00003,
 * snap, stats and places, a 10-minute gap and a 5-minute stop threshold.
 */
export async function getDayTracking(
  userId: string,
  date: string,
  signal?: AbortSignal,
): Promise<TrackingResponse> {
  return apiClient.request('/api/location/tracking', {
    schema: trackingResponseSchema,
    query: { userId, date, ...TRACKING_DEFAULTS },
    signal,
  });
}

export const dayTrackingQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: locationKeys.tracking(userId, date),
    queryFn: ({ signal }) => getDayTracking(userId, date, signal),
    // A past day does not change; today's is refetched by live moves (use-live-position).
    staleTime: 5 * 60_000,
    enabled: userId !== '',
  });

export function useDayTracking(userId: string, date: string) {
  return useQuery(dayTrackingQuery(userId, date));
}
