import type { FieldDayPlan } from '@ronda/device-simulator';
import type { DayAnalysis } from '../day-analysis.ts';
import type { Fix } from '../fix.ts';
import { fixesFromPlan } from './fixes-from-plan.ts';
import { judgeDayDistance } from './judge-day-distance.ts';
import { judgeGaps } from './judge-gaps.ts';
import { judgeStops } from './judge-stops.ts';
import { judgeTripTypes } from './judge-trip-types.ts';
import { DISTANCE_TOLERANCE_PCT, judgeTrips } from './judge-trips.ts';

export interface DistanceFigures {
  trips: number;
  /** Share of those trips within DISTANCE_TOLERANCE_PCT of their reference, %. */
  withinPct: number;
  /** Of the absolute errors, %. */
  medianErrorPct: number;
  worstErrorPct: number;
}

export interface AccuracyFigures {
  days: number;
  trueStops: number;
  foundStops: number;
  foundPct: number;
  hiddenArrivals: number;
  /** Stays at no true stop (judge-stops.ts). */
  extraStays: number;
  engineTrips: number;
  falseTrips: number;
  mergedTrips: number;
  /** Trips matching one true trip whole, against the truth's distance. */
  whole: DistanceFigures;
  /** Trips ending or starting at a gap, against the true distance over their span. */
  gapCut: DistanceFigures;
  /** Both together. */
  distance: DistanceFigures;
  /** Each day's total of trip distances against how far the person truly travelled. */
  dayTotal: DistanceFigures;
  trueGaps: number;
  gapsReported: number;
  extraGaps: number;
  /** Every miss, one line each, to say why a figure is short. */
  misses: string[];
  /** Share of true one-mode trips whose found trip has their type (judge-trip-types.ts). */
  tripTypes: { judged: number; right: number; rightPct: number; misses: string[] };
}

export type DayAnalyser = (fixes: readonly Fix[]) => DayAnalysis;

function distanceFigures(errors: readonly number[]): DistanceFigures {
  const absolute = errors.map(Math.abs).sort((a, b) => a - b);
  const middle = absolute.length >> 1;
  const median =
    absolute.length === 0
      ? Number.NaN
      : absolute.length % 2
        ? (absolute[middle] as number)
        : ((absolute[middle - 1] as number) + (absolute[middle] as number)) / 2;
  return {
    trips: absolute.length,
    withinPct:
      absolute.length === 0
        ? Number.NaN
        : (100 * absolute.filter((e) => e <= DISTANCE_TOLERANCE_PCT).length) / absolute.length,
    medianErrorPct: median,
    worstErrorPct: absolute.at(-1) ?? Number.NaN,
  };
}

/** Runs an engine over simulated days and judges it against their ground truth. */
export function measureAccuracy(
  analyse: DayAnalyser,
  plans: readonly FieldDayPlan[],
): AccuracyFigures {
  let trueStops = 0;
  let foundStops = 0;
  let hiddenArrivals = 0;
  let extraStays = 0;
  let engineTrips = 0;
  let falseTrips = 0;
  let mergedTrips = 0;
  let trueGaps = 0;
  let gapsReported = 0;
  let extraGaps = 0;
  const wholeErrors: number[] = [];
  const gapCutErrors: number[] = [];
  const dayErrors: number[] = [];
  const misses: string[] = [];
  const types = { judged: 0, right: 0, misses: [] as string[] };
  for (const plan of plans) {
    const day = analyse(fixesFromPlan(plan));
    const stops = judgeStops(plan, day);
    const trips = judgeTrips(plan, day);
    const gaps = judgeGaps(plan, day);
    const total = judgeDayDistance(plan, day);
    dayErrors.push(((total.engineM - total.trueM) / total.trueM) * 100);
    trueStops += stops.trueStops;
    foundStops += stops.found;
    hiddenArrivals += stops.hiddenArrivals;
    extraStays += stops.extraStays;
    engineTrips += trips.engineTrips;
    falseTrips += trips.falseTrips;
    mergedTrips += trips.mergedTrips;
    wholeErrors.push(...trips.wholeErrors);
    gapCutErrors.push(...trips.gapCutErrors);
    trueGaps += gaps.trueGaps;
    gapsReported += gaps.reported;
    extraGaps += gaps.extra;
    misses.push(...stops.misses, ...trips.misses, ...gaps.misses);
    const typed = judgeTripTypes(plan, day);
    types.judged += typed.judged;
    types.right += typed.right;
    types.misses.push(...typed.misses);
  }
  return {
    days: plans.length,
    trueStops,
    foundStops,
    foundPct: trueStops === 0 ? Number.NaN : (100 * foundStops) / trueStops,
    hiddenArrivals,
    extraStays,
    engineTrips,
    falseTrips,
    mergedTrips,
    whole: distanceFigures(wholeErrors),
    gapCut: distanceFigures(gapCutErrors),
    distance: distanceFigures([...wholeErrors, ...gapCutErrors]),
    dayTotal: distanceFigures(dayErrors),
    trueGaps,
    gapsReported,
    extraGaps,
    misses,
    tripTypes: {
      ...types,
      rightPct: types.judged === 0 ? Number.NaN : (100 * types.right) / types.judged,
    },
  };
}
