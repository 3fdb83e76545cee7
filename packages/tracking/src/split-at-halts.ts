import type { Halt } from './find-halts.ts';
import { medianOf } from './median.ts';
import { addPoint, emptyPath, pointOf, type PathPoint, type TripPath } from './trip-path.ts';

/** One piece of a split path, and which of the original points it holds (its centres aside). */
export interface Leg {
  first: number;
  last: number;
  path: TripPath;
}

const medianOfRange = (values: readonly number[], first: number, last: number) =>
  medianOf(Float64Array.from(values.slice(first, last + 1)), 0, last - first);

/** Where the halt was: the component-wise median of its fixes, as for a stay. */
function haltCentre(path: TripPath, halt: Halt): Omit<PathPoint, 'at'> {
  const lats = path.points.map((p) => p.lat);
  const lngs = path.points.map((p) => p.lng);
  return {
    x: medianOfRange(path.xs, halt.first, halt.last),
    y: medianOfRange(path.ys, halt.first, halt.last),
    point: {
      lat: medianOfRange(lats, halt.first, halt.last),
      lng: medianOfRange(lngs, halt.first, halt.last),
    },
    accuracy: 0,
    speed: Number.NaN,
  };
}

/**
 * Cuts the path at each halt: one leg ends at the halt's centre when the halt began, the next
 * starts there when it ended. The halt's own fixes are in neither, as a stay's are in no trip.
 */
export function splitAtHalts(path: TripPath, halts: readonly Halt[]): Leg[] {
  const n = path.times.length;
  if (halts.length === 0) return [{ first: 0, last: n - 1, path }];
  const legs: Leg[] = [];
  let first = 0;
  let opening: PathPoint | undefined;
  for (const halt of [...halts, undefined]) {
    const legFirst = first;
    const last = halt ? halt.first - 1 : n - 1;
    const leg = emptyPath();
    if (opening) addPoint(leg, opening);
    for (let i = first; i <= last; i++) addPoint(leg, pointOf(path, i));
    if (halt) {
      const centre = haltCentre(path, halt);
      addPoint(leg, { ...centre, at: path.times[halt.first] as number });
      opening = { ...centre, at: path.times[halt.last] as number };
      first = halt.last + 1;
    }
    legs.push({ first: legFirst, last, path: leg });
  }
  return legs;
}
