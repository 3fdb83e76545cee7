import { offsetMeters } from './geo.ts';
import { definePlace, type Place } from './place-types.ts';
import { ROAD_NODES } from './road-router.ts';

/**
 * A made-up place hanging off a road junction, `distanceM` away on a lane of its own: where a
 * vehicle is parked near a customer, a door a parcel goes to. Routes reach it by that lane.
 */
export function placeOffNode(
  id: string,
  name: string,
  node: string,
  distanceM: number,
  bearingDeg: number,
): Place {
  const junction = ROAD_NODES[node];
  if (!junction) throw new Error(`Unknown road junction "${node}"`);
  const bearing = (bearingDeg * Math.PI) / 180;
  const [lat, lng] = offsetMeters(
    [junction.lat, junction.lng],
    distanceM * Math.cos(bearing),
    distanceM * Math.sin(bearing),
  );
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return definePlace(id, name, `${name}, near ${junction.name}`, [round(lat), round(lng)], node);
}
