import type { FieldDayPlan } from '@ronda/device-simulator';
import { haversineMeters } from '../haversine.ts';

/**
 * How far the person truly went between two moments, along the true positions at the phone's
 * fix times (the same sampling the engine sees, without the noise). For trips cut by a silence,
 * where the ground truth's whole-trip distance does not apply.
 */
export function trueDistanceBetween(plan: FieldDayPlan, fromMs: number, toMs: number): number {
  let total = 0;
  let previous: [number, number] | undefined;
  for (const fix of plan.trueFixes) {
    if (fix.timeMs < fromMs) continue;
    if (fix.timeMs > toMs) break;
    if (previous) {
      total += haversineMeters(
        { lat: previous[0], lng: previous[1] },
        { lat: fix.point[0], lng: fix.point[1] },
      );
    }
    previous = fix.point;
  }
  return total;
}
