import { centreOn, type CentrableMap } from '@/components/map/centre-on';
import type { Coordinates } from './request-draft';
import { REQUEST_MAP_ZOOM } from '../request-constants';

export type { CentrableMap };

/**
 * Centres the request map on a point at zoom 15. Invalid coordinates only give a console warning
 * (§8): the map stays where it was and nothing is shown to the visitor.
 */
export function centreMap(map: CentrableMap, point: Partial<Coordinates> | null): boolean {
  return centreOn(map, point, REQUEST_MAP_ZOOM);
}
