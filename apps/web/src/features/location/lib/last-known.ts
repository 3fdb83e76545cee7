import type { LatestLocation } from '@ronda/shared';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';

/** Where a latest-location record puts the person, if anywhere a map can show. */
export function lastKnownPoint(record: LatestLocation | null | undefined): LatLng | null {
  const coords = record?.location?.coords;
  if (!coords) return null;
  const point = { lat: coords.latitude, lng: coords.longitude };
  return isValidCoordinates(point) ? point : null;
}
