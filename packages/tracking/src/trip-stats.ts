import { haversineMeters } from './haversine.ts';
import type { LatLng } from './fix.ts';

/** Max speed is the fastest stretch at least this long: one jittery pair of fixes is not. */
export const MAX_SPEED_WINDOW_S = 15;

/**
 * A step counts towards the distance only once it is longer than this many times the fix's
 * stated accuracy. Slow movement in noisy fixes (a walk at 1 m/s, fixes 5–15 m off) otherwise
 * adds their zigzag: 10–50 % on a walk. At driving speed every step is longer than this anyway.
 * Tried against the simulated days: 2× leaves walks up to 20 % long, 3.5× cuts their corners.
 */
const STEP_ACCURACY_FACTOR = 3;
/** What a fix without a stated accuracy is taken to have. */
const UNKNOWN_ACCURACY_M = 10;

export interface TimedPath {
  points: LatLng[];
  /** Epoch ms, one per point, non-decreasing. */
  times: number[];
  /** Metres, one per point; 0 for a stay's centre, NaN where unknown. */
  accuracies: number[];
}

export interface TripStats {
  distanceM: number;
  durationS: number;
  averageSpeedKmh: number;
  maxSpeedKmh: number;
}

export function tripStats({ points, times, accuracies }: TimedPath): TripStats {
  // The thinned path: each point a real step (beyond its noise) from the one before.
  const kept: number[] = [0];
  const along: number[] = [0];
  for (let i = 1; i < points.length; i++) {
    const step = haversineMeters(points[kept.at(-1) as number] as LatLng, points[i] as LatLng);
    const accuracy = accuracies[i] as number;
    const least = STEP_ACCURACY_FACTOR * (Number.isNaN(accuracy) ? UNKNOWN_ACCURACY_M : accuracy);
    if (step > least || i === points.length - 1) {
      kept.push(i);
      along.push((along.at(-1) as number) + step);
    }
  }
  const distanceM = points.length > 1 ? (along.at(-1) as number) : 0;
  const durationS = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
  const averageSpeedKmh = durationS > 0 ? (distanceM / durationS) * 3.6 : 0;

  // Over the thinned path too, so the noise that distance leaves out cannot make a top speed.
  let fastest = 0;
  let j = 0;
  const windowMs = MAX_SPEED_WINDOW_S * 1000;
  for (let k = 0; k < kept.length; k++) {
    const from = times[kept[k] as number] as number;
    while (j < kept.length && (times[kept[j] as number] as number) - from < windowMs) j++;
    if (j >= kept.length) break;
    const seconds = ((times[kept[j] as number] as number) - from) / 1000;
    fastest = Math.max(fastest, ((along[j] as number) - (along[k] as number)) / seconds);
  }
  return {
    distanceM,
    durationS,
    averageSpeedKmh,
    maxSpeedKmh: Math.max(fastest * 3.6, averageSpeedKmh),
  };
}
