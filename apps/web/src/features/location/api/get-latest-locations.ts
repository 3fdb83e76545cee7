import { latestLocationsResponseSchema, type LatestLocation } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { locationKeys } from './location-keys';

/** Without the live stream the last known location is asked for again this often. */
const POLL_MS = 60_000;

/** GET /api/companies/{companyId}/latest-locations?excludeNoLocation=true (console.md §7). */
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

export const latestLocationsQuery = (companyId: string) =>
  queryOptions({
    queryKey: locationKeys.latest(companyId),
    queryFn: ({ signal }) => getLatestLocations(companyId, signal),
    enabled: companyId !== '',
  });

/** The chosen person's last known location (null when none), kept current while `live` is off. */
export function useLastKnownLocation(companyId: string, userId: string, live: boolean) {
  return useQuery({
    ...latestLocationsQuery(companyId),
    select: (locations) => locations.find((l) => l.employee.id === userId) ?? null,
    refetchInterval: live ? false : POLL_MS,
  });
}
