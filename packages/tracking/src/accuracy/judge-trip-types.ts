import type { FieldDayPlan, TripMode } from '@ronda/device-simulator';
import type { DayAnalysis, Trip } from '../day-analysis.ts';
import type { TripType } from '../trip-type.ts';

export interface TripTypeJudgement {
  /** True one-mode trips some found trip overlaps: a walk to the vehicle and the ride are two. */
  judged: number;
  right: number;
  misses: string[];
}

/** Scooters and cars alike are driving: the engine's types know no motorised two-wheeler. */
export const EXPECTED_TYPE: Readonly<Record<TripMode, TripType>> = {
  walking: 'walking',
  'two-wheeler': 'driving',
  car: 'driving',
};

/**
 * Each part of each true trip (one way of moving) against the found trip that overlaps it
 * longest: right when that trip's type is the part's mode, wrong when it has another type or no
 * found trip overlaps it. A walk merged into the ride it led to is wrong for one of the two
 * whatever its type, as it should be: they were two ways of moving. A part a silence hid most of
 * is not judged (no engine can type what it was given no fixes of), so every engine is judged on
 * the same parts.
 */
export function judgeTripTypes(plan: FieldDayPlan, day: DayAnalysis): TripTypeJudgement {
  const judgement: TripTypeJudgement = { judged: 0, right: 0, misses: [] };
  const silences = plan.truth.gaps.map((gap) => [Date.parse(gap.from), Date.parse(gap.to)]);
  const overlap = (from: number, to: number, start: number, end: number) =>
    Math.max(0, Math.min(end, to) - Math.max(start, from));
  for (const part of plan.truth.trips.flatMap((trip) => trip.parts)) {
    const from = Date.parse(part.startTime);
    const to = Date.parse(part.endTime);
    const hidden = silences.reduce((sum, [s, e]) => sum + overlap(from, to, s ?? 0, e ?? 0), 0);
    if (hidden >= (to - from) / 2) continue;
    let best: Trip | undefined;
    let longest = 0;
    for (const trip of day.trips) {
      const covered = overlap(from, to, trip.start, trip.end);
      if (covered > longest) {
        longest = covered;
        best = trip;
      }
    }
    judgement.judged++;
    if (best?.type === EXPECTED_TYPE[part.mode]) {
      judgement.right++;
      continue;
    }
    const found = best
      ? `${best.type} (${Math.round(best.distanceM)} m at ${best.averageSpeedKmh.toFixed(1)} km/h)`
      : 'no trip';
    judgement.misses.push(
      `${plan.employeeKey} ${plan.date}: ${part.mode} ${part.startTime.slice(11, 19)}–` +
        `${part.endTime.slice(11, 19)} (${Math.round(part.distanceMeters)} m) found as ${found}`,
    );
  }
  return judgement;
}
