import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseDay } from './analyse-day.ts';
import type { DayAnalysis } from './day-analysis.ts';
import type { Fix, LatLng } from './fix.ts';
import { MINUTE, PANAJI, T0, move, moveEnd, offset, parked } from './testing/crafted-tracks.ts';

type Piece =
  | { kind: 'park'; minutes: number; jitterM: number; reflections: number }
  | { kind: 'move'; seconds: number; speedMps: number; bearingDeg: number }
  | { kind: 'silence'; minutes: number };

const piece: fc.Arbitrary<Piece> = fc.oneof(
  fc.record({
    kind: fc.constant('park' as const),
    minutes: fc.integer({ min: 1, max: 90 }),
    jitterM: fc.integer({ min: 0, max: 30 }),
    reflections: fc.double({ min: 0, max: 0.15, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    seconds: fc.integer({ min: 20, max: 1_800 }),
    speedMps: fc.double({ min: 0.3, max: 35, noNaN: true }),
    bearingDeg: fc.integer({ min: 0, max: 359 }),
  }),
  fc.record({ kind: fc.constant('silence' as const), minutes: fc.integer({ min: 1, max: 45 }) }),
);

/** A day made of the pieces, with a few wild fixes and re-sent fixes thrown in. */
function buildDay(pieces: readonly Piece[], everyS: number, seed: number, wild: number[]): Fix[] {
  let at: LatLng = PANAJI;
  let t = T0;
  const fixes: Fix[] = [];
  pieces.forEach((p, i) => {
    if (p.kind === 'park') {
      fixes.push(
        ...parked({
          at,
          from: t,
          minutes: p.minutes,
          everyS,
          jitterM: p.jitterM,
          reflections: p.reflections,
          seed: seed + i,
        }),
      );
      t += p.minutes * MINUTE;
    } else if (p.kind === 'move') {
      fixes.push(
        ...move({
          from: at,
          start: t,
          seconds: p.seconds,
          speedMps: p.speedMps,
          bearingDeg: p.bearingDeg,
          everyS,
          seed: seed + i,
        }),
      );
      at = moveEnd(at, p.seconds, p.speedMps, p.bearingDeg);
      t += p.seconds * 1000;
    } else {
      t += p.minutes * MINUTE;
    }
  });
  for (const index of wild) {
    const fix = fixes[index % Math.max(1, fixes.length)];
    if (fix) fixes.push({ ...fix, time: fix.time + 1, ...offset(fix, 1_500, -900), accuracy: 5 });
  }
  return [...fixes, ...fixes.slice(0, 7)];
}

function checkInvariants(day: DayAnalysis, inputLength: number): void {
  const { inaccurate, outliers, duplicates } = day.dropped;
  expect(day.fixCount + inaccurate + outliers + duplicates).toBe(inputLength);
  day.stays.forEach((stay, i) => {
    expect(stay.end).toBeGreaterThanOrEqual(stay.start);
    const next = day.stays[i + 1];
    if (next) expect(next.start).toBeGreaterThan(stay.end);
  });
  day.trips.forEach((trip, i) => {
    expect(trip.end).toBeGreaterThan(trip.start);
    expect(Number.isFinite(trip.distanceM) && trip.distanceM >= 0).toBe(true);
    expect(trip.maxSpeedKmh).toBeGreaterThanOrEqual(trip.averageSpeedKmh);
    const next = day.trips[i + 1];
    if (next) expect(next.start).toBeGreaterThanOrEqual(trip.end);
    for (const stay of day.stays)
      expect(trip.end <= stay.start || trip.start >= stay.end).toBe(true);
    // Never across a silence.
    for (const gap of day.gaps) expect(trip.end <= gap.from || trip.start >= gap.to).toBe(true);
    if (trip.fromStay !== null) expect(day.stays[trip.fromStay]?.end).toBe(trip.start);
    if (trip.toStay !== null) expect(day.stays[trip.toStay]?.start).toBe(trip.end);
  });
  day.gaps.forEach((gap) => expect(gap.to - gap.from).toBeGreaterThan(10 * MINUTE));
}

describe('analyseDay: properties over random days', () => {
  it('keeps stays and trips in order, apart, off the gaps, and every fix accounted for', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(1, 5, 10, 30),
        fc.integer({ min: 1, max: 1_000 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        (pieces, everyS, seed, wild) => {
          const fixes = buildDay(pieces, everyS, seed, wild);
          checkInvariants(analyseDay(fixes), fixes.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives the same day whatever order the fixes arrive in', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 1_000 }),
        (pieces, seed) => {
          const fixes = buildDay(pieces, 10, seed, [seed]);
          const reordered = fixes
            .map((f, i) => ({ f, k: (i * 7_919 + seed) % 10_007 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.f);
          expect(analyseDay(reordered)).toEqual(analyseDay(fixes));
        },
      ),
      { numRuns: 30 },
    );
  });
});
