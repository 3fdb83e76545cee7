import { latestLocationsResponseSchema, type LatestLocation } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/companies/{id}/latest-locations?excludeNoLocation=true (console.md §7, CON-API-04):
 * the dashboard and the live location page both ask for the people with a location.
 */
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
