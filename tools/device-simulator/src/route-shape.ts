import { bearingDegrees, densify, haversineMeters, interpolate, type LatLngTuple } from './geo.ts';
import type { Route } from './road-router.ts';

/** The path a trip really follows, with where along it the bends and junctions are. */
export interface ShapedRoute {
  /** Dense enough (≤ 10 m a step) to place a fix anywhere along it by interpolation. */
  path: LatLngTuple[];
  /** Metres from the start to each point of `path`. */
  cumulative: Float64Array;
  lengthM: number;
  /** Bends: where along the path, and how sharply the heading turns there (0–180°). */
  bends: { atM: number; turnDeg: number }[];
  /** Metres from the start to each junction the route passes (excluding its two ends). */
  junctionsM: number[];
}

const MAX_STEP_M = 10;

function turnAngle(a: LatLngTuple, b: LatLngTuple, c: LatLngTuple): number {
  const diff = Math.abs(bearingDegrees(a, b) - bearingDegrees(b, c)) % 360;
  return diff > 180 ? 360 - diff : diff;
}

/**
 * Rounds each corner over a few metres (nobody turns on a point, and a square corner would make
 * the reported heading jump) and densifies the result.
 */
export function shapeRoute(route: Route, cornerRadiusM: number): ShapedRoute {
  const points: LatLngTuple[] = [];
  const junctionSet = new Set(route.junctionIndexes);
  const junctionOriginal: number[] = [];
  for (let i = 0; i < route.points.length; i++) {
    const p = route.points[i] as LatLngTuple;
    const last = points.at(-1);
    if (last && haversineMeters(last, p) < 0.5) {
      if (junctionSet.has(i)) junctionOriginal.push(points.length - 1);
      continue;
    }
    if (junctionSet.has(i)) junctionOriginal.push(points.length);
    points.push(p);
  }

  const rounded: LatLngTuple[] = [];
  const bendAt: { index: number; turnDeg: number }[] = [];
  const junctionRounded: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as LatLngTuple;
    const prev = points[i - 1];
    const next = points[i + 1];
    const isJunction = junctionOriginal.includes(i);
    if (!prev || !next) {
      if (isJunction) junctionRounded.push(rounded.length);
      rounded.push(p);
      continue;
    }
    const turnDeg = turnAngle(prev, p, next);
    const cut = Math.min(
      cornerRadiusM,
      0.35 * haversineMeters(prev, p),
      0.35 * haversineMeters(p, next),
    );
    if (turnDeg < 8 || cut < 1) {
      if (isJunction) junctionRounded.push(rounded.length);
      if (turnDeg >= 8) bendAt.push({ index: rounded.length, turnDeg });
      rounded.push(p);
      continue;
    }
    const before = interpolate(p, prev, cut / haversineMeters(prev, p));
    const after = interpolate(p, next, cut / haversineMeters(p, next));
    // The middle point of a quadratic curve through the corner: halfway between chord and vertex.
    const middle: LatLngTuple = [
      (before[0] + 2 * p[0] + after[0]) / 4,
      (before[1] + 2 * p[1] + after[1]) / 4,
    ];
    rounded.push(before);
    if (isJunction) junctionRounded.push(rounded.length);
    bendAt.push({ index: rounded.length, turnDeg });
    rounded.push(middle, after);
  }

  const atIndex: number[] = [0];
  for (let i = 1; i < rounded.length; i++) {
    atIndex.push(
      (atIndex[i - 1] as number) +
        haversineMeters(rounded[i - 1] as LatLngTuple, rounded[i] as LatLngTuple),
    );
  }
  const path = densify(rounded, MAX_STEP_M);
  const cumulative = new Float64Array(path.length);
  for (let i = 1; i < path.length; i++) {
    cumulative[i] =
      (cumulative[i - 1] as number) +
      haversineMeters(path[i - 1] as LatLngTuple, path[i] as LatLngTuple);
  }
  const lengthM = cumulative[path.length - 1] ?? 0;
  return {
    path,
    cumulative,
    lengthM,
    bends: bendAt.map((b) => ({ atM: atIndex[b.index] as number, turnDeg: b.turnDeg })),
    junctionsM: junctionRounded
      .map((index) => atIndex[index] as number)
      .filter((m) => m > 1 && m < lengthM - 1),
  };
}

/** The point and the heading of the path at `distanceM` from its start. */
export function pointAlong(
  shaped: ShapedRoute,
  distanceM: number,
): { point: LatLngTuple; headingDeg: number } {
  const { path, cumulative } = shaped;
  const d = Math.max(0, Math.min(shaped.lengthM, distanceM));
  let lo = 0;
  let hi = path.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] as number) <= d) lo = mid;
    else hi = mid;
  }
  const a = path[lo] as LatLngTuple;
  const b = (path[hi] ?? a) as LatLngTuple;
  const span = (cumulative[hi] as number) - (cumulative[lo] as number);
  const fraction = span > 0 ? (d - (cumulative[lo] as number)) / span : 0;
  return { point: interpolate(a, b, fraction), headingDeg: bearingDegrees(a, b) };
}
