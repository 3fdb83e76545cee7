import type { PlannedLeg } from './plan-legs.ts';
import type { Random } from './prng.ts';
import { routeLengthMeters } from './road-router.ts';
import { MODE_SPECS } from './travel-modes.ts';

const MINUTE = 60_000;
/** The longest a job, a lunch, the morning at the start place, and the evening there may take. */
export const MAX_CUSTOMER_STAY_MS = 60 * MINUTE;
const MAX_LUNCH_MS = 60 * MINUTE;
const MAX_START_STAY_MS = 45 * MINUTE;
export const MAX_END_STAY_MS = 90 * MINUTE;

/** A dispatcher's guess: open-road speed less a third for junctions and traffic. */
export function estimateTravelMs(legs: readonly PlannedLeg[]): number {
  let total = 0;
  for (const part of legs.flatMap((leg) => leg.parts)) {
    const [low, high] = MODE_SPECS[part.mode].cruiseKmh;
    const mps = (((low + high) / 2) * 0.7) / 3.6;
    total += (routeLengthMeters(part.route) / mps) * 1000;
  }
  return total;
}

/** How much spare time a longer lunch, morning and evening could still soak up. */
export function absorbableMs(startStayMs: number, minEndStayMs: number, lunchMs: number): number {
  return (
    MAX_LUNCH_MS - lunchMs + (MAX_START_STAY_MS - startStayMs) + (MAX_END_STAY_MS - minEndStayMs)
  );
}

/** Splits `totalMs` over the customers, each 10–60 minutes, some longer than others. */
export function splitStays(totalMs: number, count: number, rng: Random): number[] {
  const weights = Array.from({ length: count }, () => rng.between(0.6, 1.4));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) =>
    Math.round(Math.min(MAX_CUSTOMER_STAY_MS, Math.max(10 * MINUTE, (totalMs * w) / sum))),
  );
}

/**
 * Time the jobs cannot fill goes to a longer lunch and a longer morning at the start place; the
 * rest becomes paperwork at the end place (runDay caps that, so a light day ends a bit early).
 */
export function spreadSpareTime(
  freeMs: number,
  customerStayMs: readonly number[],
  startStayMs: number,
  lunchMs: number,
  rng: Random,
): { startStayMs: number; lunchMs: number } {
  let spareMs = freeMs - customerStayMs.reduce((a, b) => a + b, 0);
  const longerLunch = Math.max(0, Math.min(spareMs, MAX_LUNCH_MS - lunchMs));
  spareMs -= longerLunch;
  const longerMorning = Math.max(
    0,
    Math.min(spareMs * rng.between(0.3, 0.6), MAX_START_STAY_MS - startStayMs),
  );
  return {
    startStayMs: Math.round(startStayMs + longerMorning),
    lunchMs: Math.round(lunchMs + longerLunch),
  };
}

/** Lunch goes with the job that would end nearest `lunchTargetMs`. */
export function pickLunchStop(
  lunchTargetMs: number,
  firstDepartureMs: number,
  travelEachMs: number,
  customerStayMs: readonly number[],
): number {
  let clock = firstDepartureMs;
  let best = 0;
  let bestGap = Infinity;
  customerStayMs.forEach((stay, i) => {
    clock += travelEachMs + stay;
    if (Math.abs(clock - lunchTargetMs) < bestGap) {
      bestGap = Math.abs(clock - lunchTargetMs);
      best = i;
    }
  });
  return best;
}
