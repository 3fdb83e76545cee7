import type { DevicePointInput } from '@ronda/shared';
import { distanceToPathMeters, offsetMeters, type LatLngTuple } from './geo.ts';
import type { Random } from './prng.ts';
import type { TrueFix } from './fix-sampler.ts';

/** A wild fix lands at least this far from anywhere the person went all day. */
export const WILD_FIX_MIN_CLEARANCE_M = 450;

function clearance(point: LatLngTuple, dayPaths: readonly LatLngTuple[][]): number {
  let best = Infinity;
  for (const path of dayPaths) best = Math.min(best, distanceToPathMeters(point, path));
  return best;
}

/**
 * Replaces 1–3 ordinary fixes with wild ones: a jump of 0.5–3 km (a cell-tower position, a
 * multipath ghost). Half of them own up with a poor accuracy; the other half claim a good one,
 * which is the case a filter must catch from the jump alone.
 */
export function injectWildFixes(
  points: DevicePointInput[],
  fixes: readonly TrueFix[],
  dayPaths: readonly LatLngTuple[][],
  rng: Random,
): { points: DevicePointInput[]; wildFixIds: string[] } {
  const count = rng.int(1, 3);
  const out = [...points];
  const chosen: number[] = [];
  for (let tries = 0; chosen.length < count && tries < 200; tries++) {
    const index = rng.int(20, points.length - 21);
    if (chosen.some((other) => Math.abs(other - index) < 10)) continue;
    chosen.push(index);
  }
  chosen.sort((a, b) => a - b);

  for (const index of chosen) {
    const fix = fixes[index] as TrueFix;
    const point = out[index] as DevicePointInput;
    let best: LatLngTuple = fix.point;
    let bestClearance = -1;
    for (let attempt = 0; attempt < 20 && bestClearance < WILD_FIX_MIN_CLEARANCE_M; attempt++) {
      const jump = rng.between(500, 3_000);
      const angle = rng.between(0, 2 * Math.PI);
      const candidate = offsetMeters(fix.point, jump * Math.cos(angle), jump * Math.sin(angle));
      const c = clearance(candidate, dayPaths);
      if (c > bestClearance) {
        best = candidate;
        bestClearance = c;
      }
    }
    const honest = rng.chance(0.5);
    out[index] = {
      ...point,
      lat: Math.round(best[0] * 1e6) / 1e6,
      lng: Math.round(best[1] * 1e6) / 1e6,
      accuracy: honest ? Math.round(rng.between(150, 1_500)) : point.accuracy,
      speed: honest ? null : point.speed,
      heading: honest ? null : point.heading,
    };
  }
  return { points: out, wildFixIds: chosen.map((i) => (fixes[i] as TrueFix).id) };
}
