import type { LatLng } from './fix.ts';

/** Squared distance, in degrees², from p to the segment a–b, treating degrees as flat. */
function segmentDistanceSq(p: LatLng, a: LatLng, b: LatLng): number {
  let x = a.lng;
  let y = a.lat;
  const dx = b.lng - x;
  const dy = b.lat - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p.lng - x) * dx + (p.lat - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = b.lng;
      y = b.lat;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  return (p.lng - x) ** 2 + (p.lat - y) ** 2;
}

/**
 * Douglas-Peucker with the tolerance in degrees, as the spec's `simplify` parameter is. The
 * ends are always kept. An explicit stack rather than recursion: a 12-hour trip at 1-second
 * fixes would otherwise risk the call stack on a straight road.
 */
export function simplifyPath(path: readonly LatLng[], toleranceDeg: number): LatLng[] {
  if (path.length <= 2 || toleranceDeg <= 0) return path.slice();
  const toleranceSq = toleranceDeg * toleranceDeg;
  const keep = new Uint8Array(path.length);
  const last = path.length - 1;
  keep[0] = 1;
  keep[last] = 1;
  const stack: number[] = [0, last];
  while (stack.length > 0) {
    const to = stack.pop() as number;
    const from = stack.pop() as number;
    let worst = -1;
    let worstSq = toleranceSq;
    const a = path[from] as LatLng;
    const b = path[to] as LatLng;
    for (let i = from + 1; i < to; i++) {
      const d = segmentDistanceSq(path[i] as LatLng, a, b);
      if (d > worstSq) {
        worst = i;
        worstSq = d;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push(from, worst, worst, to);
    }
  }
  return path.filter((_, i) => keep[i] === 1);
}
