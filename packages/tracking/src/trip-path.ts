import type { LatLng } from './fix.ts';
import type { TimedPath } from './trip-stats.ts';

/**
 * A trip's points as columns, in time order: its fixes, with the stays' (or a halt's) centres at
 * the ends. x/y are the track's flat metres, for deciding; distances come from lat/lng.
 */
export interface TripPath extends TimedPath {
  xs: number[];
  ys: number[];
  /** Metres a second as the phone reported it; NaN where unknown, and for a centre. */
  speeds: number[];
}

export function emptyPath(): TripPath {
  return { points: [], times: [], accuracies: [], xs: [], ys: [], speeds: [] };
}

export interface PathPoint {
  x: number;
  y: number;
  at: number;
  point: LatLng;
  /** 0 for a centre: it is no fix and has no noise of its own. */
  accuracy: number;
  speed: number;
}

export function addPoint(path: TripPath, p: PathPoint): void {
  path.xs.push(p.x);
  path.ys.push(p.y);
  path.times.push(p.at);
  path.points.push(p.point);
  path.accuracies.push(p.accuracy);
  path.speeds.push(p.speed);
}

export function pointOf(path: TripPath, i: number): PathPoint {
  return {
    x: path.xs[i] as number,
    y: path.ys[i] as number,
    at: path.times[i] as number,
    point: path.points[i] as LatLng,
    accuracy: path.accuracies[i] as number,
    speed: path.speeds[i] as number,
  };
}

/** Points first..last, both included, as a path of their own. */
export function slicePath(path: TripPath, first: number, last: number): TripPath {
  const end = last + 1;
  return {
    points: path.points.slice(first, end),
    times: path.times.slice(first, end),
    accuracies: path.accuracies.slice(first, end),
    xs: path.xs.slice(first, end),
    ys: path.ys.slice(first, end),
    speeds: path.speeds.slice(first, end),
  };
}

export const stepLength = (path: TripPath, i: number, j: number) =>
  Math.sqrt(
    ((path.xs[i] as number) - (path.xs[j] as number)) ** 2 +
      ((path.ys[i] as number) - (path.ys[j] as number)) ** 2,
  );
