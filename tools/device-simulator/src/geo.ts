/** [latitude, longitude] in degrees: the order the ground truth files use. */
export type LatLngTuple = [number, number];

/** The mean Earth radius the trips-and-stops engine also uses, so distances compare exactly. */
export const EARTH_RADIUS_M = 6_371_000;
const RAD = Math.PI / 180;

export function haversineMeters(a: LatLngTuple, b: LatLngTuple): number {
  const dLat = (b[0] - a[0]) * RAD;
  const dLng = (b[1] - a[1]) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function pathLengthMeters(path: readonly LatLngTuple[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    total += haversineMeters(path[i - 1] as LatLngTuple, path[i] as LatLngTuple);
  }
  return total;
}

/** Degrees clockwise from north, 0–360, as a phone reports heading. */
export function bearingDegrees(from: LatLngTuple, to: LatLngTuple): number {
  const lat1 = from[0] * RAD;
  const lat2 = to[0] * RAD;
  const dLng = (to[1] - from[1]) * RAD;
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/**
 * Moves a point by metres north and east on a local flat approximation: the offsets here (GPS
 * noise, a wild jump of a few km) are small enough that the error is far below a metre.
 */
export function offsetMeters(point: LatLngTuple, northM: number, eastM: number): LatLngTuple {
  const lat = point[0] + northM / (EARTH_RADIUS_M * RAD);
  const lng = point[1] + eastM / (EARTH_RADIUS_M * RAD * Math.cos(point[0] * RAD));
  return [lat, lng];
}

export function interpolate(a: LatLngTuple, b: LatLngTuple, fraction: number): LatLngTuple {
  return [a[0] + (b[0] - a[0]) * fraction, a[1] + (b[1] - a[1]) * fraction];
}

/** Adds points so no step is longer than maxStepM; the original vertices are all kept. */
export function densify(path: readonly LatLngTuple[], maxStepM: number): LatLngTuple[] {
  const first = path[0];
  if (!first) return [];
  const out: LatLngTuple[] = [first];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as LatLngTuple;
    const b = path[i] as LatLngTuple;
    const steps = Math.max(1, Math.ceil(haversineMeters(a, b) / maxStepM));
    for (let k = 1; k <= steps; k++) out.push(k === steps ? b : interpolate(a, b, k / steps));
  }
  return out;
}

/** Local east/north metres of p relative to origin; exact enough within a town. */
function toLocal(origin: LatLngTuple, p: LatLngTuple): [number, number] {
  const east = (p[1] - origin[1]) * RAD * EARTH_RADIUS_M * Math.cos(origin[0] * RAD);
  const north = (p[0] - origin[0]) * RAD * EARTH_RADIUS_M;
  return [east, north];
}

/** Shortest distance from p to the segment a–b, in metres. */
export function distanceToSegmentMeters(p: LatLngTuple, a: LatLngTuple, b: LatLngTuple): number {
  const [px, py] = toLocal(a, p);
  const [bx, by] = toLocal(a, b);
  const lengthSq = bx * bx + by * by;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / lengthSq));
  return Math.hypot(px - t * bx, py - t * by);
}

export function distanceToPathMeters(p: LatLngTuple, path: readonly LatLngTuple[]): number {
  if (path.length === 1) return haversineMeters(p, path[0] as LatLngTuple);
  let best = Infinity;
  for (let i = 1; i < path.length; i++) {
    const d = distanceToSegmentMeters(p, path[i - 1] as LatLngTuple, path[i] as LatLngTuple);
    if (d < best) best = d;
  }
  return best;
}

/**
 * Douglas–Peucker: keeps the ground truth files small while every dropped point stays within
 * toleranceM of the kept line, so the thinned path is still the true path for matching.
 */
export function simplifyPath(path: readonly LatLngTuple[], toleranceM: number): LatLngTuple[] {
  if (path.length <= 2) return [...path];
  const keep = new Uint8Array(path.length);
  keep[0] = 1;
  keep[path.length - 1] = 1;
  const stack: [number, number][] = [[0, path.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [number, number];
    let worst = -1;
    let worstDistance = 0;
    for (let i = from + 1; i < to; i++) {
      const d = distanceToSegmentMeters(
        path[i] as LatLngTuple,
        path[from] as LatLngTuple,
        path[to] as LatLngTuple,
      );
      if (d > worstDistance) {
        worstDistance = d;
        worst = i;
      }
    }
    if (worst > 0 && worstDistance > toleranceM) {
      keep[worst] = 1;
      stack.push([from, worst], [worst, to]);
    }
  }
  return path.filter((_, i) => keep[i] === 1);
}
