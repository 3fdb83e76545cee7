import type { Fix } from './fix.ts';
import { emptyTrack, project, type Track } from './track.ts';

export interface CleanedFixes {
  track: Track;
  inaccurate: number;
  duplicates: number;
}

const isPosition = (fix: Fix) =>
  Number.isFinite(fix.time) &&
  Number.isFinite(fix.lat) &&
  Number.isFinite(fix.lng) &&
  Math.abs(fix.lat) <= 90 &&
  Math.abs(fix.lng) <= 180;

/** Time first; equal times by position, so exact duplicates end up side by side. */
function compare(a: Fix, b: Fix): number {
  return a.time - b.time || a.lat - b.lat || a.lng - b.lng;
}

function inOrder(fixes: readonly Fix[]): boolean {
  for (let i = 1; i < fixes.length; i++) {
    if (compare(fixes[i - 1] as Fix, fixes[i] as Fix) > 0) return false;
  }
  return true;
}

/**
 * Orders the fixes by time (uploads arrive late and out of order), drops exact duplicates
 * (re-sent uploads) and fixes that are not accurate enough to use. Sorting is skipped when the
 * input is already in order, as it is when read from the database.
 */
export function cleanFixes(fixes: readonly Fix[], accuracyLimitM: number): CleanedFixes {
  let inaccurate = 0;
  for (const fix of fixes) if (!isPosition(fix)) inaccurate++;
  // Before sorting: a NaN time would make the order undefined.
  const valid = inaccurate > 0 ? fixes.filter(isPosition) : fixes;
  const ordered = inOrder(valid) ? valid : [...valid].sort(compare);
  const track = emptyTrack(ordered.length);
  let kept = 0;
  let duplicates = 0;
  let previous: Fix | undefined;
  for (const fix of ordered) {
    const duplicate =
      previous !== undefined &&
      previous.time === fix.time &&
      previous.lat === fix.lat &&
      previous.lng === fix.lng;
    previous = fix;
    if (duplicate) {
      duplicates++;
      continue;
    }
    const accuracy = fix.accuracy ?? Number.NaN;
    if (accuracy > accuracyLimitM) {
      inaccurate++;
      continue;
    }
    track.time[kept] = fix.time;
    track.lat[kept] = fix.lat;
    track.lng[kept] = fix.lng;
    track.accuracy[kept] = accuracy;
    track.speed[kept] = fix.speed ?? Number.NaN;
    kept++;
  }
  track.length = kept;
  return { track: project(track), inaccurate, duplicates };
}
