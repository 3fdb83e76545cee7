import type { Trip } from './day-analysis.ts';
import type { LatLng } from './fix.ts';
import { findHalts, HALT_MIN_S, movingSeconds } from './find-halts.ts';
import { encodePolyline } from './polyline.ts';
import { simplifyPath } from './simplify-path.ts';
import { isWalk } from './split-by-mode.ts';
import type { TripPath } from './trip-path.ts';
import { tripStats } from './trip-stats.ts';
import { tripTypeOf, type TripType } from './trip-type.ts';

/** The moving part's speed, km/h: the distance over the time not spent halted. */
export function movingSpeedKmh(path: TripPath, distanceM: number): number {
  const seconds = movingSeconds(path, findHalts(path, HALT_MIN_S));
  return seconds > 0 ? (distanceM / seconds) * 3.6 : 0;
}

export interface TripEnds {
  fromStay: number | null;
  toStay: number | null;
  /** Fixes in the path (its centres are not). */
  fixCount: number;
}

/**
 * The type from the moving part: tripTypeOf's lines on the moving speed, except that a sustained
 * walk is walking. A brisk walker moves at 5–5.5 km/h, just over the walking line, and only the
 * pauses a whole-trip average counted kept such walks under it; the phone's own speeds and the
 * lack of any faster stretch say what they were. `type` when the mode is already known (a walk
 * split off a ride).
 */
export function pathToTrip(
  path: TripPath,
  ends: TripEnds,
  simplifyDeg: number,
  type?: TripType,
): Trip {
  const { points, times } = path;
  const stats = tripStats(path);
  const simplified = simplifyPath(points, simplifyDeg);
  return {
    start: times[0] as number,
    end: times.at(-1) as number,
    from: points[0] as LatLng,
    to: points.at(-1) as LatLng,
    ...stats,
    type: type ?? (isWalk(path) ? 'walking' : tripTypeOf(movingSpeedKmh(path, stats.distanceM))),
    path: simplified,
    encodedPolyline: encodePolyline(simplified),
    fixCount: ends.fixCount,
    fromStay: ends.fromStay,
    toStay: ends.toStay,
  };
}
