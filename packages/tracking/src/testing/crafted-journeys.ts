import type { Fix, LatLng } from '../fix.ts';
import { move, moveEnd, offset, parked } from './crafted-tracks.ts';

/** Straight at a steady speed for `seconds`; or standing for `seconds` (a red light, a pause). */
export type Segment =
  | { seconds: number; speedMps: number; bearingDeg?: number; everyS?: number }
  | { seconds: number; halt: true; everyS?: number };

export interface Journey {
  fixes: Fix[];
  end: LatLng;
  endTime: number;
  /** Along the true path: what a perfect engine would measure. */
  distanceM: number;
}

/**
 * Segments one after another from `from` at `start`: a walk, a halt, a ride with red lights.
 * Moving fixes report their true speed and 8 m accuracy, 5 s apart unless told; a halt's fixes
 * come every 15 s (a phone on the move samples a halt often), 3 m apart at most, speed near 0.
 */
export function journey(
  from: LatLng,
  start: number,
  segments: readonly Segment[],
  seed = 1,
): Journey {
  const fixes: Fix[] = [];
  let at = from;
  let t = start;
  let distanceM = 0;
  segments.forEach((segment, i) => {
    if ('halt' in segment) {
      const { everyS = 15 } = segment;
      fixes.push(
        ...parked({
          at,
          from: t,
          minutes: segment.seconds / 60,
          everyS,
          jitterM: 2,
          seed: seed + i,
        }),
      );
    } else {
      const { seconds, speedMps, bearingDeg = 90, everyS = 5 } = segment;
      fixes.push(
        ...move({ from: at, start: t, seconds, speedMps, bearingDeg, everyS, seed: seed + i }),
      );
      at = moveEnd(at, seconds, speedMps, bearingDeg);
      distanceM += seconds * speedMps;
    }
    t += segment.seconds * 1000;
  });
  return { fixes, end: at, endTime: t, distanceM };
}

/**
 * Throws `count` consecutive fixes from `index` on `offM` metres off to the given bearing, the
 * way multipath between tall buildings does, while they keep stating `accuracyM` and the true
 * speed.
 */
export function jump(
  fixes: Fix[],
  index: number,
  count: number,
  { offM, bearingDeg, accuracyM }: { offM: number; bearingDeg: number; accuracyM: number },
): void {
  const bearing = (bearingDeg * Math.PI) / 180;
  for (let i = index; i < index + count && i < fixes.length; i++) {
    const fix = fixes[i] as Fix;
    const point = offset(fix, offM * Math.cos(bearing), offM * Math.sin(bearing));
    fixes[i] = { ...fix, ...point, accuracy: accuracyM };
  }
}
