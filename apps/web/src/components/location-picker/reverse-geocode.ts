import { geoReverseResponseSchema, type Place } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import type { LatLng } from '@/lib/coordinates';

/** GET /api/geo/reverse?lat&lon: the address at a point, or null when none is known there. */
export async function reverseGeocode(point: LatLng, signal?: AbortSignal): Promise<Place | null> {
  const response = await apiClient.request('/api/geo/reverse', {
    query: { lat: point.lat, lon: point.lng },
    schema: geoReverseResponseSchema,
    // Open to visitors (the public form); the console's session adds nothing here.
    anonymous: true,
    signal,
  });
  return response.result;
}
