import { GEO_SEARCH_DEFAULT_LIMIT, geoSearchResponseSchema, type Place } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/** §9: up to five suggestions for a typed address. */
export const ADDRESS_SUGGESTION_LIMIT = GEO_SEARCH_DEFAULT_LIMIT;

/** GET /api/geo/search?q&limit=5 */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const response = await apiClient.request('/api/geo/search', {
    query: { q: query, limit: ADDRESS_SUGGESTION_LIMIT },
    schema: geoSearchResponseSchema,
    // Open to visitors (the public form); the console's session adds nothing here.
    anonymous: true,
    signal,
  });
  return response.results.slice(0, ADDRESS_SUGGESTION_LIMIT);
}
