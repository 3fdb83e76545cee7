import { bearingDegrees } from './geo.ts';
import type { Place } from './place-types.ts';
import { placeOffNode } from './place-off-node.ts';
import type { PlannedLeg, Vehicle } from './plan-legs.ts';
import type { Random } from './prng.ts';
import { ROAD_NODES, routeBetween } from './road-router.ts';
import type { RoadNode } from './road-types.ts';

/** Helmet on and the scooter unlocked, or the car found and reversed out: about a minute. */
const PARKED_PAUSE_MS = [40_000, 90_000] as const;

/**
 * Legs for a day when the vehicle can never be left at the door (a market, a gated colony, a
 * one-way old town): it waits 120–320 m past the junction nearest each stop, away from the door.
 * Every leg is a walk to it, a halt, the ride to the next stop's parking, a halt, and the walk
 * to that door: the walk-then-ride trip whose type a whole-trip average gets wrong.
 */
export function planParkedLegs(
  stops: readonly Place[],
  vehicle: Vehicle,
  rng: Random,
): PlannedLeg[] {
  const spots = new Map<string, Place>();
  const parkingNear = (stop: Place) => {
    let spot = spots.get(stop.id);
    if (!spot) {
      // Across the junction from the door, where the lane meets a road with room to park.
      const node = ROAD_NODES[stop.node] as RoadNode;
      const away = bearingDegrees([stop.lat, stop.lng], [node.lat, node.lng]);
      const name = `Parking near ${stop.name}`;
      const bearing = away + rng.between(-50, 50);
      spot = placeOffNode(`parking-${stop.id}`, name, stop.node, rng.between(120, 320), bearing);
      spots.set(stop.id, spot);
    }
    return spot;
  };
  const legs: PlannedLeg[] = [];
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1] as Place;
    const to = stops[i] as Place;
    const [out, back] = [parkingNear(from), parkingNear(to)];
    legs.push({
      from,
      to,
      mode: vehicle,
      pauseMs: PARKED_PAUSE_MS,
      parts: [
        { mode: 'walking', from, to: out, route: routeBetween(from, out) },
        { mode: vehicle, from: out, to: back, route: routeBetween(out, back) },
        { mode: 'walking', from: back, to, route: routeBetween(back, to) },
      ],
    });
  }
  return legs;
}
