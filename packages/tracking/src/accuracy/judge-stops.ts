import type { FieldDayPlan } from '@ronda/device-simulator';
import type { DayAnalysis } from '../day-analysis.ts';
import { haversineMeters } from '../haversine.ts';

/** A stay finds a true stop when it starts this close to the arrival... */
export const STOP_START_TOLERANCE_MS = 2 * 60_000;
/** ...and its centre is this close to the place. */
export const STOP_PLACE_TOLERANCE_M = 100;

export interface StopJudgement {
  trueStops: number;
  found: number;
  /** Stops whose arrival fell in a silence: judged from the first fix after it. */
  hiddenArrivals: number;
  /** Stays at no true stop: a halt at a light or in a jam taken for a visit. */
  extraStays: number;
  misses: string[];
}

/**
 * When the engine could first know of the arrival. Normally the arrival itself (the first stop's
 * is the punch-in, with a fix within 2.5 s of it); when the phone was silent then, the first fix
 * after the silence, since no engine can see an arrival it was given no fix of.
 */
function knowableArrival(plan: FieldDayPlan, arriveMs: number): { at: number; hidden: boolean } {
  const silence = plan.truth.gaps.find(
    (gap) => Date.parse(gap.from) < arriveMs && arriveMs < Date.parse(gap.to),
  );
  if (!silence) return { at: arriveMs, hidden: false };
  const next = plan.trueFixes.find((fix) => fix.timeMs >= arriveMs);
  return { at: next?.timeMs ?? arriveMs, hidden: true };
}

export function judgeStops(plan: FieldDayPlan, day: DayAnalysis): StopJudgement {
  const judgement: StopJudgement = {
    trueStops: 0,
    found: 0,
    hiddenArrivals: 0,
    extraStays: 0,
    misses: [],
  };
  for (const stop of plan.truth.stops) {
    judgement.trueStops++;
    const { at, hidden } = knowableArrival(plan, Date.parse(stop.arriveTime));
    if (hidden) judgement.hiddenArrivals++;
    const found = day.stays.some(
      (stay) =>
        Math.abs(stay.start - at) <= STOP_START_TOLERANCE_MS &&
        haversineMeters(stay, stop) <= STOP_PLACE_TOLERANCE_M,
    );
    if (found) judgement.found++;
    else {
      judgement.misses.push(
        `${plan.employeeKey} ${plan.date}: ${stop.role} stop at ${stop.placeName}, ` +
          `arrived ${stop.arriveTime.slice(11, 19)}${hidden ? ' (in a silence)' : ''}`,
      );
    }
  }
  const clock = (ms: number) =>
    new Date(ms + plan.utcOffsetMinutes * 60_000).toISOString().slice(11, 19);
  for (const stay of day.stays) {
    const atStop = plan.truth.stops.some(
      (stop) =>
        stay.start < Date.parse(stop.departTime) + STOP_START_TOLERANCE_MS &&
        stay.end > Date.parse(stop.arriveTime) - STOP_START_TOLERANCE_MS &&
        haversineMeters(stay, stop) <= STOP_PLACE_TOLERANCE_M,
    );
    if (atStop) continue;
    judgement.extraStays++;
    judgement.misses.push(
      `${plan.employeeKey} ${plan.date}: stay ${clock(stay.start)}–${clock(stay.end)} is at no stop`,
    );
  }
  return judgement;
}
