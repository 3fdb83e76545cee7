import type { FieldDayPlan } from '@ronda/device-simulator';
import type { DayAnalysis, Trip } from '../day-analysis.ts';
import { trueDistanceBetween } from './true-distance.ts';

export interface TripJudgement {
  engineTrips: number;
  /** Overlap no true trip in time: movement invented from noise. */
  falseTrips: number;
  /** Overlap more than one true trip: a stop between them was missed. Not in the errors. */
  mergedTrips: number;
  /**
   * Signed % error of trips that match one true trip whole, against its true distance; a trip
   * split where the mode changed (the walk to the parked vehicle, the ride) against the parts of
   * the true trip it covers.
   */
  wholeErrors: number[];
  /**
   * Signed % error of trips that end or start at a reported gap, against the true distance over
   * the same span (the true trip went on through the silence, so its total does not apply).
   */
  gapCutErrors: number[];
  misses: string[];
}

/** A trip distance within this many per cent of the truth is right. */
export const DISTANCE_TOLERANCE_PCT = 5;

const overlaps = (trip: Trip, from: number, to: number) => trip.start < to && trip.end > from;

export function judgeTrips(plan: FieldDayPlan, day: DayAnalysis): TripJudgement {
  const truth = plan.truth.trips.map((t) => ({
    from: Date.parse(t.startTime),
    to: Date.parse(t.endTime),
    distance: t.distanceMeters,
    parts: t.parts.map((part) => ({
      from: Date.parse(part.startTime),
      to: Date.parse(part.endTime),
      distance: part.distanceMeters,
    })),
  }));
  const judgement: TripJudgement = {
    engineTrips: day.trips.length,
    falseTrips: 0,
    mergedTrips: 0,
    wholeErrors: [],
    gapCutErrors: [],
    misses: [],
  };
  const clock = (ms: number) =>
    new Date(ms + plan.utcOffsetMinutes * 60_000).toISOString().slice(11, 19);
  const label = (trip: Trip) =>
    `${plan.employeeKey} ${plan.date}: trip ${clock(trip.start)}–${clock(trip.end)} ` +
    `${Math.round(trip.distanceM)} m`;
  for (const trip of day.trips) {
    const matches = truth.filter((t) => overlaps(trip, t.from, t.to));
    const [match] = matches;
    if (!match) {
      judgement.falseTrips++;
      judgement.misses.push(`${label(trip)} is in no true trip`);
      continue;
    }
    if (matches.length > 1) {
      judgement.mergedTrips++;
      judgement.misses.push(`${label(trip)} spans ${matches.length} true trips`);
      continue;
    }
    const gapCut = day.gaps.some((gap) => gap.to === trip.start || gap.from === trip.end);
    // A trip split where the mode changed covers some parts of its true trip: judged on those.
    const parts = match.parts.filter((part) => overlaps(trip, part.from, part.to));
    const covered = parts.length > 0 ? parts.reduce((sum, part) => sum + part.distance, 0) : 0;
    const reference = gapCut
      ? trueDistanceBetween(plan, trip.start, trip.end)
      : parts.length > 0 && parts.length < match.parts.length
        ? covered
        : match.distance;
    const error = reference > 0 ? ((trip.distanceM - reference) / reference) * 100 : Infinity;
    (gapCut ? judgement.gapCutErrors : judgement.wholeErrors).push(error);
    if (!(Math.abs(error) <= DISTANCE_TOLERANCE_PCT)) {
      judgement.misses.push(
        `${label(trip)} is ${error.toFixed(1)} % off ${Math.round(reference)} m`,
      );
    }
  }
  return judgement;
}
