import type { Gap } from './day-analysis.ts';
import type { Track } from './track.ts';

/** Every silence longer than the threshold between two usable fixes, in time order. */
export function findGaps(track: Track, gapMs: number): Gap[] {
  const gaps: Gap[] = [];
  for (let i = 1; i < track.length; i++) {
    const from = track.time[i - 1] as number;
    const to = track.time[i] as number;
    if (to - from <= gapMs) continue;
    gaps.push({
      from,
      to,
      fromPoint: { lat: track.lat[i - 1] as number, lng: track.lng[i - 1] as number },
      toPoint: { lat: track.lat[i] as number, lng: track.lng[i] as number },
    });
  }
  return gaps;
}
