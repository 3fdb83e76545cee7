import { isValidCoordinates, type LatLng } from '@/lib/coordinates';

/** The part of a Leaflet map this needs, so it tests without Leaflet. */
export interface CentrableMap {
  setView(center: [number, number], zoom: number): unknown;
}

/**
 * Centres a map on a point. Invalid or non-numeric coordinates only log a warning (console.md §5):
 * the map stays where it was.
 */
export function centreOn(map: CentrableMap, point: Partial<LatLng> | null, zoom: number): boolean {
  if (!isValidCoordinates(point)) {
    console.warn('Map: not centring on invalid coordinates', point);
    return false;
  }
  map.setView([point.lat, point.lng], zoom);
  return true;
}
