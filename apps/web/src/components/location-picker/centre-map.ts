import { centreOn, type CentrableMap } from '@/components/map/centre-on';
import type { LatLng } from '@/lib/coordinates';
import { LOCATION_MAP_ZOOM } from './location-picker-constants';

export type { CentrableMap };

/**
 * Centres the picker's map on a point at zoom 15. Invalid coordinates only give a console warning
 * (§8): the map stays where it was and nothing is shown to the person.
 */
export function centreMap(map: CentrableMap, point: Partial<LatLng> | null): boolean {
  return centreOn(map, point, LOCATION_MAP_ZOOM);
}
