import { describe, expect, it } from 'vitest';
import { seededRandom } from './accuracy/seeded-random.ts';
import { analyseDay } from './analyse-day.ts';
import type { Fix, LatLng } from './fix.ts';
import { haversineMeters } from './haversine.ts';
import { journey, type Segment } from './testing/crafted-journeys.ts';
import { MINUTE, PANAJI, T0, parked } from './testing/crafted-tracks.ts';

interface Round {
  fixes: Fix[];
  drops: { at: LatLng; from: number }[];
  /** Epoch ms of a fix at each red light. */
  halts: number[];
}

/**
 * A rider's round from the hub: eight drops of 3 min 10 s to 4 min (a parked phone fixes every
 * 40 s), each reached by a ride with a red light or a jam of 20–110 s on the way, and back.
 * Seeded. (A drop of 3 min dead sits on the threshold: read off fixes 40 s apart, a few seconds
 * either way decide it.)
 */
function deliveryRound(seed: number): Round {
  const next = seededRandom(seed);
  const fixes: Fix[] = parked({ at: PANAJI, from: T0, minutes: 15 });
  const drops: Round['drops'] = [];
  const halts: number[] = [];
  let at = PANAJI;
  let t = T0 + 15 * MINUTE;
  for (let k = 0; k <= 8; k++) {
    const bearingDeg = 90 * k + 30 * next();
    const ride = (seconds: number): Segment => ({ seconds, speedMps: 7, bearingDeg });
    const red: Segment = { seconds: 20 + 90 * next(), halt: true };
    const leg = journey(at, t, [ride(30 + 30 * next()), red, ride(40 + 40 * next())], seed + k);
    fixes.push(...leg.fixes);
    const haltFix = leg.fixes.find((fix) => (fix.speed ?? 0) < 0.5);
    if (haltFix) halts.push(haltFix.time);
    at = leg.end;
    t = leg.endTime;
    const minutes = k === 8 ? 15 : 19 / 6 + (5 / 6) * next();
    fixes.push(...parked({ at, from: t, minutes, everyS: 40, seed: seed + 20 + k }));
    if (k < 8) drops.push({ at, from: t });
    t += minutes * MINUTE;
  }
  return { fixes, drops, halts };
}

describe('analyseDay: a delivery round (issue 27)', () => {
  it('issue 27: with stopThresholdMin 3 finds every 3–4 minute drop and no red-light halt', () => {
    for (const seed of [1, 2, 3]) {
      const round = deliveryRound(seed);
      const day = analyseDay(round.fixes, { stopThresholdMin: 3 });
      // The hub at either end, and each drop: from within 2 minutes of the arrival, at the door.
      expect(day.stays).toHaveLength(round.drops.length + 2);
      for (const drop of round.drops) {
        const found = day.stays.filter(
          (stay) =>
            haversineMeters(stay, drop.at) < 50 && Math.abs(stay.start - drop.from) < 2 * MINUTE,
        );
        expect(found, `drop at ${new Date(drop.from).toISOString()}`).toHaveLength(1);
      }
      for (const halt of round.halts) {
        expect(day.stays.some((stay) => stay.start <= halt && halt <= stay.end)).toBe(false);
      }
      expect(day.trips).toHaveLength(round.drops.length + 1);
    }
  });

  it('issue 27: at the default 5 minutes the same round is one long trip between the hub stays', () => {
    const day = analyseDay(deliveryRound(1).fixes);
    expect(day.stays).toHaveLength(2);
    expect(day.trips).toHaveLength(1);
  });
});
