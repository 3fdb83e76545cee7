import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from './accuracy/seeded-random.ts';
import { analyseDay } from './analyse-day.ts';
import type * as DropJumps from './drop-jumps.ts';
import type { Fix } from './fix.ts';
import { journey, jump, type Segment } from './testing/crafted-journeys.ts';
import { MINUTE, PANAJI, T0, parked } from './testing/crafted-tracks.ts';
import type { Track } from './track.ts';

// The jump filter can be switched off here, to show what it saves: the same day without it.
const filter = vi.hoisted(() => ({ on: true }));
vi.mock('./drop-jumps.ts', async (importOriginal) => {
  const real: typeof DropJumps = await importOriginal();
  return {
    dropJumps: (track: Track) => (filter.on ? real.dropJumps(track) : { track, jumps: 0 }),
  };
});
beforeEach(() => {
  filter.on = true;
});

/** Parked, the ride, parked; the ride's truth and where its fixes are in the day. */
function rideDay(segments: readonly Segment[]): { fixes: Fix[]; distanceM: number; first: number } {
  const start = T0 + 20 * MINUTE;
  const ride = journey(PANAJI, start, segments, 11);
  const before = parked({ at: PANAJI, from: T0, minutes: 20 });
  return {
    fixes: [
      ...before,
      ...ride.fixes,
      ...parked({ at: ride.end, from: ride.endTime, minutes: 20, seed: 6 }),
    ],
    distanceM: ride.distanceM,
    first: before.length,
  };
}

/** A ride through town at 8 m/s, turning every 90 s, fixes every 6 s: about 4.3 km. */
const TOWN: Segment[] = [0, 90, 0, 270, 0, 90].map((bearingDeg) => ({
  seconds: 90,
  speedMps: 8,
  bearingDeg,
  everyS: 6,
}));

/** Every ~700 m, 1–4 fixes thrown 60–200 m off, stating 10–30 m accuracy. */
function canyonRide(withSpeed: boolean): { fixes: Fix[]; distanceM: number; jumped: number } {
  const day = rideDay(TOWN);
  const next = seededRandom(27);
  let jumped = 0;
  const rideFixes = Math.round((6 * 90) / 6);
  for (let k = 8; k < rideFixes - 6; k += 14) {
    const count = 1 + Math.floor(next() * 4);
    jump(day.fixes, day.first + k, count, {
      offM: 60 + 140 * next(),
      bearingDeg: 360 * next(),
      accuracyM: 10 + 20 * next(),
    });
    jumped += count;
  }
  const fixes = withSpeed ? day.fixes : day.fixes.map((fix) => ({ ...fix, speed: null }));
  return { fixes, distanceM: day.distanceM, jumped };
}

const rideDistance = (fixes: Fix[]) => {
  const day = analyseDay(fixes);
  expect(day.trips).toHaveLength(1);
  return day.trips[0]?.distanceM ?? 0;
};

describe('analyseDay: city-canyon jumps (issue 27)', () => {
  it('issue 27: a ride whose fixes jump 60–200 m is measured within 3 % of the truth, and without the jump filter it is not within 5 %', () => {
    const { fixes, distanceM, jumped } = canyonRide(true);
    const day = analyseDay(fixes);
    expect(Math.abs(rideDistance(fixes) / distanceM - 1)).toBeLessThan(0.03);
    expect(day.dropped.outliers).toBeGreaterThanOrEqual(jumped - 2);

    filter.on = false;
    expect(rideDistance(fixes) / distanceM - 1).toBeGreaterThan(0.05);
    expect(analyseDay(fixes).dropped.outliers).toBe(0);
  });

  it('issue 27: without the phone speed, the path around a jump tells it apart', () => {
    const { fixes, distanceM } = canyonRide(false);
    expect(Math.abs(rideDistance(fixes) / distanceM - 1)).toBeLessThan(0.03);
    filter.on = false;
    expect(rideDistance(fixes) / distanceM - 1).toBeGreaterThan(0.05);
  });

  it('issue 27: keeps every fix of a road of hairpin bends, and its length', () => {
    // Out of town, then up 200 m, 25 m across slowly, back down 200 m, across: six times.
    const bends: Segment[] = [{ seconds: 80, speedMps: 10 }];
    for (let i = 0; i < 6; i++) {
      bends.push({ seconds: 40, speedMps: 5, bearingDeg: i % 2 ? 180 : 0 });
      bends.push({ seconds: 10, speedMps: 2.5, bearingDeg: 90 });
    }
    bends.push({ seconds: 80, speedMps: 10 });
    for (const withSpeed of [true, false]) {
      const day = rideDay(bends);
      const fixes = withSpeed ? day.fixes : day.fixes.map((fix) => ({ ...fix, speed: null }));
      const analysis = analyseDay(fixes);
      expect(analysis.dropped.outliers).toBe(0);
      expect(Math.abs(rideDistance(fixes) / day.distanceM - 1)).toBeLessThan(0.03);
    }
  });

  it('issue 27: keeps every fix of a fast motorway stretch, at 5-second and 1-second fixes', () => {
    for (const everyS of [5, 1]) {
      const day = rideDay([
        { seconds: 300, speedMps: 33, bearingDeg: 20, everyS },
        { seconds: 300, speedMps: 30, bearingDeg: 60, everyS },
      ]);
      const analysis = analyseDay(day.fixes);
      expect(analysis.dropped.outliers).toBe(0);
      expect(Math.abs(rideDistance(day.fixes) / day.distanceM - 1)).toBeLessThan(0.01);
    }
  });

  it('issue 27: keeps a parked phone’s wall reflections, which own up to their error', () => {
    const fixes = parked({ at: PANAJI, from: T0, minutes: 60, jitterM: 10, reflections: 0.1 });
    expect(analyseDay(fixes).dropped.outliers).toBe(0);
  });
});
