import { buildTrips } from './build-trips.ts';
import { cleanFixes } from './clean-fixes.ts';
import type { DayAnalysis, Stay } from './day-analysis.ts';
import { dropJumps } from './drop-jumps.ts';
import { dropOutliers } from './drop-outliers.ts';
import { findGaps } from './find-gaps.ts';
import { findStayRanges } from './find-stays.ts';
import type { Fix } from './fix.ts';
import { mergeStays } from './merge-stays.ts';
import { unproject } from './track.ts';
import { validateTrackingOptions, type TrackingOptions } from './tracking-options.ts';

const MINUTE_MS = 60_000;

/**
 * One person's day: clean (order, duplicates, accuracy, outliers, jumps) → stays → trips between
 * them, split at silences and changes of mode → gaps. Pure: the same fixes in any order give the same day.
 */
export function analyseDay(
  fixes: readonly Fix[],
  options: Partial<TrackingOptions> = {},
): DayAnalysis {
  const settings = validateTrackingOptions(options);
  const gapMs = settings.timeGapThresholdMin * MINUTE_MS;
  const cleaned = cleanFixes(fixes, settings.accuracyLimitM);
  const believable = dropOutliers(cleaned.track, { maxSpeedKmh: settings.maxSpeedKmh, gapMs });
  const { track, jumps } = dropJumps(believable.track);

  const stayOptions = {
    radiusM: settings.stayRadiusM,
    minDurationMs: settings.stopThresholdMin * MINUTE_MS,
  };
  const ranges = mergeStays(track, findStayRanges(track, stayOptions), settings.stayRadiusM);
  const trips = buildTrips(track, ranges, {
    gapMs,
    radiusM: settings.stayRadiusM,
    simplifyDeg: settings.simplifyDeg,
  });
  const stays = ranges.map((range): Stay => {
    const centre = unproject(track, range.cx, range.cy);
    return {
      start: track.time[range.first] as number,
      end: track.time[range.last] as number,
      lat: centre.lat,
      lng: centre.lng,
      fixCount: range.last - range.first + 1,
    };
  });
  return {
    trips,
    stays,
    gaps: findGaps(track, gapMs),
    dropped: {
      inaccurate: cleaned.inaccurate,
      outliers: believable.outliers + jumps,
      duplicates: cleaned.duplicates,
    },
    fixCount: track.length,
  };
}
