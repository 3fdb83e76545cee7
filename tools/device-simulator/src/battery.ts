import type { Random } from './prng.ts';
import type { DayTimeline } from './day-timeline.ts';
import type { TimeSpan } from './fix-sampler.ts';

export interface BatteryModel {
  startLevel: number;
  /** Plugged in over lunch on some days; null when the phone ran on battery all day. */
  charging: TimeSpan | null;
  levelAt(atMs: number): number;
  isChargingAt(atMs: number): boolean;
}

const MINUTE = 60_000;

/**
 * A field phone with GPS on all day: from the mid-90s to around 30 % by the evening, or a little
 * higher when it was charged over lunch. Whole percents, as phones report them.
 */
export function planBattery(timeline: DayTimeline, rng: Random): BatteryModel {
  const startLevel = rng.between(90, 99);
  const endLevel = rng.between(26, 38);
  const lunch = timeline.stays.find((s) => s.lunch)?.lunch;
  const charging =
    lunch && rng.chance(0.35) ? { fromMs: lunch.startMs + 2 * MINUTE, toMs: lunch.endMs } : null;
  const chargePerMs = rng.between(0.5, 0.9) / MINUTE;
  const chargeMs = charging ? charging.toMs - charging.fromMs : 0;
  const dayMs = timeline.punchOutMs - timeline.punchInMs;
  const drainPerMs = Math.max(
    4 / (60 * MINUTE),
    (startLevel + chargeMs * chargePerMs - endLevel) / Math.max(1, dayMs - chargeMs),
  );

  const isChargingAt = (atMs: number) =>
    charging !== null && atMs >= charging.fromMs && atMs < charging.toMs;
  const levelAt = (atMs: number) => {
    const elapsed = Math.max(0, atMs - timeline.punchInMs);
    let charged = 0;
    if (charging) {
      charged = Math.max(0, Math.min(atMs, charging.toMs) - charging.fromMs);
    }
    const level = startLevel - drainPerMs * (elapsed - charged) + chargePerMs * charged;
    return Math.max(1, Math.min(100, Math.floor(level)));
  };
  return { startLevel, charging, levelAt, isChargingAt };
}
