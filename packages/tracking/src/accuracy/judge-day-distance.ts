import type { FieldDayPlan } from '@ronda/device-simulator';
import type { DayAnalysis } from '../day-analysis.ts';
import { haversineMeters } from '../haversine.ts';

export interface DayDistanceJudgement {
  /** The sum of the engine's trip distances, metres. */
  engineM: number;
  /** How far the person truly travelled in their trips, leaving out what a silence hid. */
  trueM: number;
}

/**
 * The day's total as a manager reads it ("km travelled today"), against the truth. The truth is
 * summed along the true positions at the phone's fix times, over every step that overlaps a
 * true trip (the step out of a stop included), without the steps across a silence: no engine can see those, and ours draws nothing across a gap.
 */
export function judgeDayDistance(plan: FieldDayPlan, day: DayAnalysis): DayDistanceJudgement {
  const trips = plan.truth.trips.map((t) => [Date.parse(t.startTime), Date.parse(t.endTime)]);
  const silences = plan.truth.gaps.map((g) => [Date.parse(g.from), Date.parse(g.to)]);
  const inTrip = (from: number, to: number) =>
    trips.some(([s, e]) => from < (e as number) && to > (s as number));
  const acrossSilence = (from: number, to: number) =>
    silences.some(([s, e]) => from <= (s as number) && to >= (e as number));
  let trueM = 0;
  const fixes = plan.trueFixes;
  for (let i = 1; i < fixes.length; i++) {
    const a = fixes[i - 1];
    const b = fixes[i];
    if (!a || !b || !inTrip(a.timeMs, b.timeMs) || acrossSilence(a.timeMs, b.timeMs)) continue;
    trueM += haversineMeters(
      { lat: a.point[0], lng: a.point[1] },
      { lat: b.point[0], lng: b.point[1] },
    );
  }
  return { engineM: day.trips.reduce((sum, trip) => sum + trip.distanceM, 0), trueM };
}
