import type { Random } from './prng.ts';
import { trueStateAt, type DayTimeline, type TrueState } from './day-timeline.ts';

/** A moment the phone took a fix, with where the person truly was (no GPS error yet). */
export interface TrueFix extends TrueState {
  id: string;
  timeMs: number;
}

export interface TimeSpan {
  fromMs: number;
  toMs: number;
}

const MINUTE = 60_000;

/**
 * The one stretch of the day with no fixes at all (a basement, GPS switched off by a battery
 * saver), always across a trip so the person truly moves while the phone is silent. It starts
 * and ends inside the stays either side, never swallowing a whole stay.
 */
export function chooseSilentGap(timeline: DayTimeline, rng: Random): TimeSpan {
  const lengthMs = Math.round(rng.between(12, 40) * MINUTE);
  const options = timeline.trips.flatMap((trip, i) => {
    const before = timeline.stays[i];
    const after = timeline.stays[i + 1];
    if (!before || !after) return [];
    const earliest = Math.max(before.fromMs + 5 * MINUTE, trip.fromMs - lengthMs * 0.6);
    const latest = Math.min(
      trip.fromMs + (trip.toMs - trip.fromMs) * 0.3,
      after.toMs - 5 * MINUTE - lengthMs,
    );
    return latest >= earliest ? [{ earliest, latest, walking: trip.mode === 'walking' }] : [];
  });
  const riding = options.filter((o) => !o.walking);
  const option = rng.pick(riding.length > 0 ? riding : options);
  const fromMs = Math.round(rng.between(option.earliest, option.latest));
  return { fromMs, toMs: fromMs + lengthMs };
}

/**
 * Fix times as a distance-filtering phone takes them: every 5–10 s on the move, every 12–25 s
 * held at a junction, every 30–60 s standing still; none in the silent gap, if any. The last fix is
 * taken at the punch-out itself.
 */
export function sampleTrueFixes(
  timeline: DayTimeline,
  gap: TimeSpan | null,
  idPrefix: string,
  rng: Random,
): TrueFix[] {
  const fixes: TrueFix[] = [];
  const add = (timeMs: number) => {
    const id = `${idPrefix}-p${String(fixes.length + 1).padStart(6, '0')}`;
    fixes.push({ id, timeMs, ...trueStateAt(timeline, timeMs) });
  };
  let t = timeline.punchInMs + rng.int(200, 2_500);
  while (t < timeline.punchOutMs - 1_000) {
    if (gap && t > gap.fromMs && t < gap.toMs) {
      t = gap.toMs + rng.int(500, 20_000);
      continue;
    }
    add(t);
    const state = fixes.at(-1) as TrueFix;
    let stepS: number;
    if (state.tripIndex === null) stepS = rng.between(30, 60);
    else if (state.speedMps > 0.5) stepS = rng.between(5, 10);
    else stepS = rng.between(12, 25);
    t += Math.round(stepS * 1000);
  }
  add(timeline.punchOutMs);
  return fixes;
}
