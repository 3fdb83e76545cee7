import { mapsLinkResponseSchema, type MapsLinkResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/geo/maps-link?url: what a Google Maps link points at (a short link is followed by the
 * server). Signed-in only: the client sends the console's bearer token.
 */
export function getMapsLink(url: string, signal?: AbortSignal): Promise<MapsLinkResponse> {
  return apiClient.request('/api/geo/maps-link', {
    query: { url },
    schema: mapsLinkResponseSchema,
    signal,
  });
}
