import { cleanFixes } from '../clean-fixes.ts';
import type { DayAnalysis, Stay, Trip } from '../day-analysis.ts';
import { findGaps } from '../find-gaps.ts';
import type { Fix, LatLng } from '../fix.ts';
import { encodePolyline } from '../polyline.ts';
import { simplifyPath } from '../simplify-path.ts';
import { flatDistance, type Track } from '../track.ts';
import { tripStats } from '../trip-stats.ts';
import { tripTypeOf } from '../trip-type.ts';

/** Consecutive fixes further apart than this are "moving". */
const MOVING_STEP_M = 30;
const MINUTE = 60_000;
const GAP_MS = 10 * MINUTE;

/**
 * The engine as a first attempt would write it, kept only to show what the real one gains: in
 * time order without exact duplicates, splits at silences like the real one, but no accuracy
 * filter, no outlier filter, no drift merge, no smoothing. A run of steps no longer than
 * MOVING_STEP_M lasting the stop threshold (5 minutes unless told) is a stay (centred on its
 * mean); the rest is trips, measured fix to fix and typed by their average speed.
 */
export function naiveAnalyseDay(
  fixes: readonly Fix[],
  options: { stopThresholdMin?: number } = {},
): DayAnalysis {
  const stopMs = (options.stopThresholdMin ?? 5) * MINUTE;
  const { track, duplicates } = cleanFixes(fixes, Infinity);
  const stays: { first: number; last: number }[] = [];
  let runStart = 0;
  for (let i = 1; i <= track.length; i++) {
    const still =
      i < track.length &&
      flatDistance(track, i - 1, i) <= MOVING_STEP_M &&
      (track.time[i] as number) - (track.time[i - 1] as number) <= GAP_MS;
    if (still) continue;
    const last = i - 1;
    if ((track.time[last] as number) - (track.time[runStart] as number) >= stopMs) {
      stays.push({ first: runStart, last });
    }
    runStart = i;
  }

  const trips: Trip[] = [];
  const addTrip = (first: number, last: number, fromStay: number | null, toStay: number | null) => {
    if (last - first < 1) return;
    const points: LatLng[] = [];
    const times: number[] = [];
    for (let i = first; i <= last; i++) {
      points.push({ lat: track.lat[i] as number, lng: track.lng[i] as number });
      times.push(track.time[i] as number);
    }
    // Every step counts: a zero accuracy switches the real engine's jitter filter off.
    const stats = tripStats({ points, times, accuracies: points.map(() => 0) });
    const path = simplifyPath(points, 0.00003);
    trips.push({
      start: times[0] as number,
      end: times.at(-1) as number,
      from: points[0] as LatLng,
      to: points.at(-1) as LatLng,
      ...stats,
      type: tripTypeOf(stats.averageSpeedKmh),
      path,
      encodedPolyline: encodePolyline(path),
      fixCount: points.length,
      fromStay,
      toStay,
    });
  };
  for (let s = 0; s <= stays.length; s++) {
    let first = s > 0 ? (stays[s - 1] as { last: number }).last : 0;
    const next = stays[s];
    const last = next ? next.first : track.length - 1;
    let fromStay: number | null = s > 0 ? s - 1 : null;
    for (let i = first + 1; i <= last; i++) {
      if ((track.time[i] as number) - (track.time[i - 1] as number) <= GAP_MS) continue;
      addTrip(first, i - 1, fromStay, null);
      first = i;
      fromStay = null;
    }
    addTrip(first, last, fromStay, next ? s : null);
  }
  return {
    trips,
    stays: stays.map((range) => naiveStay(track, range.first, range.last)),
    gaps: findGaps(track, GAP_MS),
    dropped: { inaccurate: 0, outliers: 0, duplicates },
    fixCount: track.length,
  };
}

function naiveStay(track: Track, first: number, last: number): Stay {
  let lat = 0;
  let lng = 0;
  for (let i = first; i <= last; i++) {
    lat += track.lat[i] as number;
    lng += track.lng[i] as number;
  }
  const count = last - first + 1;
  return {
    start: track.time[first] as number,
    end: track.time[last] as number,
    lat: lat / count,
    lng: lng / count,
    fixCount: count,
  };
}
