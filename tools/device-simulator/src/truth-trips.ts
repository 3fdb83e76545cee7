import type { Trip } from './day-timeline.ts';
import { simplifyPath, type LatLngTuple } from './geo.ts';
import type { TruthTrip } from './plan-types.ts';

/** The truth path keeps every point needed to stay within this of the path followed. */
const PATH_TOLERANCE_M = 1;

const tenths = (value: number) => Math.round(value * 10) / 10;
const kmh = (mps: number) => tenths(mps * 3.6);

/** A trip as the ground truth states it: whole-trip figures, and each part on its own. */
export function truthTrip(trip: Trip, iso: (ms: number) => string): TruthTrip {
  const dense: LatLngTuple[] = [];
  for (const part of trip.parts) {
    // Each part starts where the last one ended: keep that point once.
    dense.push(...part.motion.shaped.path.slice(dense.length > 0 ? 1 : 0));
  }
  const parts = trip.parts.map((part) => ({
    mode: part.mode,
    fromPlace: part.from.name,
    toPlace: part.to.name,
    startTime: iso(part.fromMs),
    endTime: iso(part.toMs),
    distanceMeters: tenths(part.motion.shaped.lengthM),
    maxSpeedKmh: kmh(part.motion.maxSpeedMps),
  }));
  return {
    startTime: iso(trip.fromMs),
    endTime: iso(trip.toMs),
    mode: trip.mode,
    fromPlace: trip.from.name,
    toPlace: trip.to.name,
    distanceMeters: tenths(trip.parts.reduce((m, part) => m + part.motion.shaped.lengthM, 0)),
    maxSpeedKmh: kmh(Math.max(...trip.parts.map((part) => part.motion.maxSpeedMps))),
    roads: trip.roads,
    parts,
    path: simplifyPath(dense, PATH_TOLERANCE_M).map(([lat, lng]): LatLngTuple => [
      Math.round(lat * 1e7) / 1e7,
      Math.round(lng * 1e7) / 1e7,
    ]),
  };
}
