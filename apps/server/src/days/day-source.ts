import {
  analyseDay,
  DEFAULT_TRACKING_OPTIONS,
  type DayAnalysis,
  type Fix,
  type TrackingOptions,
} from '@ronda/tracking';
import { localDayBounds } from '@ronda/shared';
import type { Database } from '../db/client.ts';
import { decodeFixArchive } from '../lib/fix-archive.ts';
import { findDayFixes } from '../repositories/day-fixes.repository.ts';
import { ARCHIVE_AFTER_MS } from '../jobs/archive-locations.ts';
import { findDayTrack, findDayTrackPoints } from '../repositories/day-tracks.repository.ts';

export interface DaySource {
  analysis: DayAnalysis;
  archived: boolean;
}

const isDefault = (options: TrackingOptions) =>
  (Object.keys(DEFAULT_TRACKING_OPTIONS) as (keyof TrackingOptions)[]).every(
    (key) => options[key] === DEFAULT_TRACKING_OPTIONS[key],
  );

/**
 * A person's local day, analysed: from the live points, or from the day's archive once it is
 * older than 48 hours. An archive holds the analysis at the default settings (served as it is)
 * and every raw fix (for other settings, and for a day re-opened by late fixes, whose new fixes
 * are still among the live points until the next archival run folds them in).
 */
export async function loadDay(
  db: Database,
  person: { companyId: string; userId: string },
  day: { date: string; timeZone: string },
  options: TrackingOptions,
  now: Date,
): Promise<DaySource> {
  const bounds = localDayBounds(day.date, day.timeZone);
  const key = { ...person, localDate: day.date };
  // A day that ended less than 48 hours ago cannot have been archived yet: one query saved on
  // the days looked at most (today and yesterday).
  const archivable = bounds.end.getTime() <= now.getTime() - ARCHIVE_AFTER_MS;
  const archive = archivable ? await findDayTrack(db.$client, key) : undefined;
  if (!archive) {
    const fixes = await findDayFixes(db.$client, { ...person, ...bounds });
    return { analysis: analyseDay(fixes, options), archived: false };
  }
  if (!archive.reopenedAt && isDefault(options)) {
    // Written by our archival job from analyseDay's own output.
    return { analysis: archive.analysis as DayAnalysis, archived: true };
  }
  let fixes: Fix[] = decodeFixArchive(await findDayTrackPoints(db.$client, key));
  if (archive.reopenedAt) {
    const late = await findDayFixes(db.$client, {
      ...person,
      start: archive.dayStart,
      end: archive.dayEnd,
    });
    fixes = [...fixes, ...late];
  }
  return { analysis: analyseDay(fixes, options), archived: true };
}
