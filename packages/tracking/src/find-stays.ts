import { centre, presenceBoundMs, presenceMs, trimEnds, type StayRange } from './stay-range.ts';
import type { Track } from './track.ts';

/**
 * A wander out of the radius that comes back this soon is part of the stay: a reflection, a
 * few drifting fixes, a walk to the car and back.
 */
const EXCURSION_MS = 2 * 60_000;
/** ...unless it goes this many radii out: then it is a departure, and the look stops early. */
const EXCURSION_LIMIT = 3;
/**
 * Faster than anyone walks about a place. A fix the phone says is this fast ends the cluster,
 * even inside the radius: the person rode off, and a red light 80 m on is no part of the visit
 * (its fixes, taken more often than a parked phone's, would pull the centre there). A car moved
 * across a yard splits the visit in two, and mergeStays puts it back together.
 */
const RIDING_MPS = 2.5;

export interface StayOptions {
  radiusM: number;
  minDurationMs: number;
}

/**
 * The fixes from `start` on that stay within the radius of their running mean, stepping over
 * short excursions. Returns the last one taken.
 */
function growCluster(track: Track, start: number, radiusM: number): number {
  const { time, x, y, speed } = track;
  let sumX = x[start] as number;
  let sumY = y[start] as number;
  let count = 1;
  let lastIn = start;
  let j = start + 1;
  // Squared distances: this is the engine's hottest loop, and Math.hypot is slow in V8.
  const radiusSq = radiusM * radiusM;
  const limitSq = (EXCURSION_LIMIT * radiusM) ** 2;
  const distanceSq = (i: number, cx: number, cy: number) =>
    ((x[i] as number) - cx) ** 2 + ((y[i] as number) - cy) ** 2;
  while (j < track.length) {
    if ((speed[j] as number) >= RIDING_MPS) break;
    const cx = sumX / count;
    const cy = sumY / count;
    if (distanceSq(j, cx, cy) <= radiusSq) {
      sumX += x[j] as number;
      sumY += y[j] as number;
      count++;
      lastIn = j++;
      continue;
    }
    let back = -1;
    for (let k = j + 1; k < track.length; k++) {
      if ((time[k] as number) - (time[lastIn] as number) > EXCURSION_MS) break;
      const d = distanceSq(k, cx, cy);
      if (d <= radiusSq) {
        back = k;
        break;
      }
      if (d > limitSq) break;
    }
    if (back < 0) break;
    j = back;
  }
  return lastIn;
}

/**
 * Greedy clusters: from each fix, take the following fixes while they stay near; trim the
 * arrival and departure off the cluster's ends; if the person was there for the stop threshold
 * (from the arrival to the departure, read off the fixes either side: see presenceMs) it is a
 * stay and the search goes on after it. If not, the search starts again at the first fix the
 * phone did not call moving (a slow walk into a visit looks like a stay for a while).
 * A silence does not end a cluster: a phone that falls quiet while parked and wakes at the
 * same place stayed there. Each start looks only a radius (and one excursion) ahead, so the
 * pass is close to linear.
 */
export function findStayRanges(track: Track, options: StayOptions): StayRange[] {
  const ranges: StayRange[] = [];
  let start = 0;
  while (start < track.length) {
    const last = growCluster(track, start, options.radiusM);
    if (presenceBoundMs(track, start, last) < options.minDurationMs) {
      start++;
      continue;
    }
    // The moving ends first, so a walk in does not pull the centre the far ends are judged by.
    const range: StayRange = { first: start, last, cx: 0, cy: 0 };
    trimEnds(track, range);
    const stillFrom = range.first;
    centre(track, range);
    trimEnds(track, range, options.radiusM);
    if (presenceMs(track, range) >= options.minDurationMs) {
      centre(track, range);
      ranges.push(range);
      start = range.last + 1;
    } else {
      start = Math.max(start + 1, stillFrom);
    }
  }
  return ranges;
}
