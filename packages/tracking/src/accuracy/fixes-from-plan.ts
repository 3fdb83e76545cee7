import type { FieldDayPlan } from '@ronda/device-simulator';
import type { Fix } from '../fix.ts';

/**
 * Every point of every upload, in send order, as the engine would get them if nothing upstream
 * cleaned them: late uploads after newer ones, re-sent uploads twice, swapped neighbours.
 */
export function fixesFromPlan(plan: FieldDayPlan): Fix[] {
  return plan.batches.flatMap((batch) =>
    batch.points.map((point): Fix => ({
      time: Date.parse(point.timestamp),
      lat: point.lat,
      lng: point.lng,
      accuracy: point.accuracy ?? null,
      speed: point.speed ?? null,
    })),
  );
}
