import { isValidCoordinates, type LatLng } from '@/lib/coordinates';

/** The part of a Leaflet map this needs, so it tests without Leaflet. */
export interface CentrableMap {
  setView(center: [number, number], zoom: number): unknown;
  once?(type: 'zoomend', handler: () => void): unknown;
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
  whenZoomSettled(map, () => map.setView([point.lat, point.lng], zoom));
  return true;
}

/**
 * Runs a move now, or when the zoom animation under way ends: Leaflet silently ignores a view
 * change made while one runs (Map._tryAnimatedZoom), so a click during the opening fit was lost.
 */
export function whenZoomSettled(map: Pick<CentrableMap, 'once'>, move: () => void): void {
  if ((map as { _animatingZoom?: boolean })._animatingZoom === true && map.once) {
    map.once('zoomend', move);
    return;
  }
  move();
}
