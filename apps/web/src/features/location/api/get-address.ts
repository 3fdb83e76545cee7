import type { Place } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reverseGeocode } from '@/components/location-picker/reverse-geocode';
import type { LatLng } from '@/lib/coordinates';
import { locationKeys } from './location-keys';

/** About 11 m: a phone shuffling on the spot does not ask for its address again. */
const ROUND = 1e4;
const round = (value: number) => Math.round(value * ROUND) / ROUND;

/** GET /api/geo/reverse?lat&lon: the address of the last known point (console.md §2). */
export const addressQuery = (point: LatLng) => {
  const at = { lat: round(point.lat), lng: round(point.lng) };
  return queryOptions<Place | null>({
    queryKey: locationKeys.address(at.lat, at.lng),
    queryFn: ({ signal }) => reverseGeocode(at, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
};

export function useAddress(point: LatLng) {
  return useQuery(addressQuery(point));
}
