import { latestLocationsResponseSchema, type LatestLocation } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const latestLocationsKey = (companyId: string) =>
  ['latest-locations', companyId, 'with-location'] as const;

/** GET /api/companies/{id}/latest-locations?excludeNoLocation=true (console.md §7, CON-API-04). */
export async function getLatestLocations(
  companyId: string,
  signal?: AbortSignal,
): Promise<LatestLocation[]> {
  const response = await apiClient.request(
    `/api/companies/${encodeURIComponent(companyId)}/latest-locations`,
    { schema: latestLocationsResponseSchema, query: { excludeNoLocation: true }, signal },
  );
  return response.data.locations;
}

/**
 * The team's latest locations. While the live stream runs it keeps this data current; when it
 * cannot, the list is fetched again every 30 s (the fallback).
 */
export function useLatestLocations(companyId: string, live: boolean) {
  return useQuery({
    queryKey: latestLocationsKey(companyId),
    queryFn: ({ signal }) => getLatestLocations(companyId, signal),
    refetchInterval: live ? false : 30_000,
    enabled: companyId !== '',
  });
}
