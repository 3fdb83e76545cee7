import { haversineMeters } from './geo.ts';
import type { Place } from './place-types.ts';
import type { Random } from './prng.ts';
import { routeBetween, routeLengthMeters, type Route } from './road-router.ts';
import type { Traffic, TripMode } from './travel-modes.ts';

export type Vehicle = Exclude<TripMode, 'walking'>;

/** One way of moving within a leg: a walk back to the parked scooter, then the ride. */
export interface LegPart {
  mode: TripMode;
  from: Place;
  to: Place;
  route: Route;
  /** Heavier traffic than the mode's own; none on an ordinary day. */
  traffic?: Traffic;
}

/** From one stop to the next: one part, or a walk to where the vehicle is parked and a ride. */
export interface PlannedLeg {
  from: Place;
  to: Place;
  /** The way most of the leg is covered: the vehicle whenever it is used. */
  mode: TripMode;
  parts: LegPart[];
  /** How long the person stands between two parts, ms; 30–120 s unless given. */
  pauseMs?: readonly [number, number];
}

/** Customers closer than this, door to door in a straight line, are walked to. */
export const WALK_STRAIGHT_M = 900;
const WALK_ROUTE_M = 1_300;

const apart = (a: Place, b: Place) => haversineMeters([a.lat, a.lng], [b.lat, b.lng]);

/**
 * The legs of the day with the vehicle kept track of: a person walks to a nearby customer only
 * while staying within a short walk of where the vehicle is parked, and the next ride starts by
 * walking back to it. The vehicle ends the day where the day ends.
 */
export function planLegs(stops: readonly Place[], vehicle: Vehicle, rng: Random): PlannedLeg[] {
  const legs: PlannedLeg[] = [];
  let parkedAt = stops[0] as Place;
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1] as Place;
    const to = stops[i] as Place;
    const route = routeBetween(from, to);
    const isLast = i === stops.length - 1;
    const walkable =
      apart(from, to) < WALK_STRAIGHT_M &&
      routeLengthMeters(route) < WALK_ROUTE_M &&
      apart(parkedAt, to) < WALK_STRAIGHT_M &&
      (!isLast || parkedAt.id === to.id);
    if (walkable && rng.chance(0.85)) {
      legs.push({ from, to, mode: 'walking', parts: [{ mode: 'walking', from, to, route }] });
      continue;
    }
    if (parkedAt.id === from.id) {
      legs.push({ from, to, mode: vehicle, parts: [{ mode: vehicle, from, to, route }] });
    } else if (parkedAt.id === to.id) {
      // Walked out from here earlier: going back is a walk, whatever the distance.
      legs.push({ from, to, mode: 'walking', parts: [{ mode: 'walking', from, to, route }] });
    } else {
      legs.push({
        from,
        to,
        mode: vehicle,
        parts: [
          { mode: 'walking', from, to: parkedAt, route: routeBetween(from, parkedAt) },
          { mode: vehicle, from: parkedAt, to, route: routeBetween(parkedAt, to) },
        ],
      });
    }
    parkedAt = to;
  }
  return legs;
}

export function legLengthMeters(leg: PlannedLeg): number {
  return leg.parts.reduce((m, part) => m + routeLengthMeters(part.route), 0);
}
