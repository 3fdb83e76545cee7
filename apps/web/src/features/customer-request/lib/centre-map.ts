import { REQUEST_MAP_ZOOM } from '../request-constants';
import { isValidCoordinates } from './coordinates';
import type { Coordinates } from './request-draft';

/** The part of a Leaflet map this needs, so it tests without Leaflet. */
export interface CentrableMap {
  setView(center: [number, number], zoom: number): unknown;
}

/**
 * Centres the request map on a point at zoom 15. Invalid coordinates only give a console warning
 * (§8): the map stays where it was and nothing is shown to the visitor.
 */
export function centreMap(map: CentrableMap, point: Partial<Coordinates> | null): boolean {
  if (!point || !isValidCoordinates(point)) {
    console.warn('Request map: not centring on invalid coordinates', point);
    return false;
  }
  map.setView([point.lat as number, point.lng as number], REQUEST_MAP_ZOOM);
  return true;
}
