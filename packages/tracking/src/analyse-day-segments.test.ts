import { describe, expect, it } from 'vitest';
import { analyseDay } from './analyse-day.ts';
import type { Fix } from './fix.ts';
import { haversineMeters } from './haversine.ts';
import { decodePolyline } from './polyline.ts';
import { MINUTE, PANAJI, T0, move, moveEnd, offset, parked } from './testing/crafted-tracks.ts';

const SHOP = moveEnd(PANAJI, 600, 10);

describe('analyseDay: stays', () => {
  it('finds a stay at a place, centred on it, from its first fix to its last', () => {
    const fixes = parked({ at: PANAJI, from: T0, minutes: 30, jitterM: 10 });
    const day = analyseDay(fixes);
    expect(day.stays).toHaveLength(1);
    const [stay] = day.stays;
    expect(stay?.start).toBe(T0);
    expect(stay?.end).toBe(fixes.at(-1)?.time);
    expect(stay?.fixCount).toBe(fixes.length);
    expect(haversineMeters(stay ?? PANAJI, PANAJI)).toBeLessThan(8);
    expect(day.trips).toHaveLength(0);
  });

  it('keeps a long parked afternoon with wandering fixes and reflections as ONE stay', () => {
    const fixes = parked({
      at: PANAJI,
      from: T0,
      minutes: 4 * 60,
      everyS: 20,
      jitterM: 25,
      reflections: 0.08,
      seed: 7,
    });
    const day = analyseDay(fixes);
    expect(day.stays).toHaveLength(1);
    expect(day.trips).toHaveLength(0);
    expect(day.stays[0]?.end).toBe(fixes.at(-1)?.time);
    // A median: the reflections, 30–80 m off, do not pull it.
    expect(haversineMeters(day.stays[0] ?? PANAJI, PANAJI)).toBeLessThan(10);
  });

  it('needs the stop threshold: 4 minutes is no stay, 7 is one at 5 and none at 10', () => {
    const visit = (minutes: number): Fix[] => {
      const arrive = T0 + 10 * MINUTE;
      const leave = arrive + minutes * MINUTE;
      return [
        ...move({ from: PANAJI, start: T0, seconds: 600, speedMps: 10 }),
        ...parked({ at: SHOP, from: arrive, minutes }),
        ...move({ from: SHOP, start: leave, seconds: 600, speedMps: 10, bearingDeg: 0 }),
      ];
    };
    expect(analyseDay(visit(4)).stays).toHaveLength(0);
    expect(analyseDay(visit(4)).trips).toHaveLength(1);
    expect(analyseDay(visit(7)).stays).toHaveLength(1);
    expect(analyseDay(visit(7)).trips).toHaveLength(2);
    expect(analyseDay(visit(7), { stopThresholdMin: 10 }).stays).toHaveLength(0);
  });

  it('issue 27: makes a walk, a 90-second pause at the scooter and the ride two trips, not a stay', () => {
    const scooter = moveEnd(PANAJI, 300, 1.3);
    const start = T0 + 20 * MINUTE;
    const rideStart = start + 300_000 + 90_000;
    const fixes = [
      ...parked({ at: PANAJI, from: T0, minutes: 20 }),
      ...move({ from: PANAJI, start, seconds: 300, speedMps: 1.3, jitterM: 4 }),
      ...parked({ at: scooter, from: start + 300_000, minutes: 1.5, everyS: 15 }),
      ...move({ from: scooter, start: rideStart, seconds: 600, speedMps: 9, bearingDeg: 0 }),
      ...parked({ at: moveEnd(scooter, 600, 9, 0), from: rideStart + 600_000, minutes: 20 }),
    ];
    const day = analyseDay(fixes);
    // Before issue 27 this was one trip: the pause is no stay, but it is where the mode changed.
    expect(day.stays).toHaveLength(2);
    expect(day.trips.map((t) => t.type)).toEqual(['walking', 'driving']);
    const total = day.trips.reduce((sum, t) => sum + t.distanceM, 0);
    expect(total).toBeGreaterThan(0.95 * (390 + 5400));
    expect(total).toBeLessThan(1.05 * (390 + 5400));
  });
});

describe('analyseDay: gaps', () => {
  it('splits a trip at a silence, reports the gap, and counts no distance across it', () => {
    const start = T0 + 20 * MINUTE;
    const silentFrom = start + 240_000;
    const silentTo = silentFrom + 15 * MINUTE;
    const drive = move({ from: PANAJI, start, seconds: 1_800, speedMps: 10 });
    const fixes = [
      ...parked({ at: PANAJI, from: T0, minutes: 20 }),
      ...drive.filter((f) => f.time < silentFrom || f.time >= silentTo),
      ...parked({ at: moveEnd(PANAJI, 1_800, 10), from: start + 1_800_000, minutes: 20 }),
    ];
    const day = analyseDay(fixes);
    expect(day.gaps).toHaveLength(1);
    const [gap] = day.gaps;
    expect(gap?.from).toBeLessThanOrEqual(silentFrom);
    expect(gap?.to).toBeGreaterThanOrEqual(silentTo);
    expect(day.trips).toHaveLength(2);
    const [before, after] = day.trips;
    expect(before?.end).toBe(gap?.from);
    expect(after?.start).toBe(gap?.to);
    expect(before?.toStay).toBeNull();
    expect(after?.fromStay).toBeNull();
    // 4 minutes and 11 minutes at 10 m/s; the 15 silent minutes (9 km) are nowhere.
    const total = (before?.distanceM ?? 0) + (after?.distanceM ?? 0);
    expect(total).toBeGreaterThan(0.95 * 9_000);
    expect(total).toBeLessThan(1.05 * 9_000);
  });

  it('keeps a stay whole when the phone falls silent and wakes at the same place', () => {
    const fixes = [
      ...parked({ at: PANAJI, from: T0, minutes: 20 }),
      ...parked({ at: PANAJI, from: T0 + 60 * MINUTE, minutes: 20, seed: 9 }),
    ];
    const day = analyseDay(fixes);
    expect(day.stays).toHaveLength(1);
    expect(day.stays[0]?.end).toBe(fixes.at(-1)?.time);
    expect(day.gaps).toHaveLength(1);
    expect(day.trips).toHaveLength(0);
  });

  it('shows a silence across a whole trip as a gap between two stays, and no trip', () => {
    const fixes = [
      ...parked({ at: PANAJI, from: T0, minutes: 20 }),
      ...parked({ at: SHOP, from: T0 + 45 * MINUTE, minutes: 20, seed: 4 }),
    ];
    const day = analyseDay(fixes);
    expect(day.stays).toHaveLength(2);
    expect(day.gaps).toHaveLength(1);
    expect(day.trips).toHaveLength(0);
  });

  it('follows timeGapThresholdMin', () => {
    const fixes = [
      ...parked({ at: PANAJI, from: T0, minutes: 20 }),
      ...parked({ at: PANAJI, from: T0 + 32 * MINUTE, minutes: 20, seed: 9 }),
    ];
    expect(analyseDay(fixes).gaps).toHaveLength(1);
    expect(analyseDay(fixes, { timeGapThresholdMin: 15 }).gaps).toHaveLength(0);
  });
});

describe('analyseDay: trips', () => {
  const day = analyseDay([
    ...parked({ at: PANAJI, from: T0, minutes: 20 }),
    ...move({ from: PANAJI, start: T0 + 20 * MINUTE, seconds: 600, speedMps: 10 }),
    ...parked({ at: SHOP, from: T0 + 30 * MINUTE, minutes: 20, seed: 3 }),
  ]);
  const [trip] = day.trips;

  it('runs from one stay to the next, between their centres', () => {
    expect(trip?.fromStay).toBe(0);
    expect(trip?.toStay).toBe(1);
    expect(trip?.start).toBe(day.stays[0]?.end);
    expect(trip?.end).toBe(day.stays[1]?.start);
    expect(trip?.from).toEqual({ lat: day.stays[0]?.lat, lng: day.stays[0]?.lng });
    expect(trip?.to).toEqual({ lat: day.stays[1]?.lat, lng: day.stays[1]?.lng });
  });

  it('measures distance, duration and speeds, and types the trip', () => {
    expect(trip?.distanceM).toBeGreaterThan(5_850);
    expect(trip?.distanceM).toBeLessThan(6_150);
    expect(trip?.durationS).toBe(((trip?.end ?? 0) - (trip?.start ?? 0)) / 1000);
    expect(trip?.averageSpeedKmh).toBeCloseTo(
      ((trip?.distanceM ?? 0) / (trip?.durationS ?? 1)) * 3.6,
      9,
    );
    expect(trip?.maxSpeedKmh).toBeGreaterThanOrEqual(trip?.averageSpeedKmh ?? 0);
    expect(trip?.maxSpeedKmh).toBeLessThan(36 * 1.15);
    expect(trip?.type).toBe('driving');
  });

  it('simplifies the path and encodes it as a precision-5 polyline', () => {
    expect(trip?.path.length).toBeLessThan(trip?.fixCount ?? 0);
    expect(trip?.path[0]).toEqual(trip?.from);
    expect(trip?.path.at(-1)).toEqual(trip?.to);
    const decoded = decodePolyline(trip?.encodedPolyline ?? '');
    expect(decoded).toHaveLength(trip?.path.length ?? -1);
    decoded.forEach((point, i) => {
      expect(Math.abs(point.lat - (trip?.path[i]?.lat ?? 0))).toBeLessThanOrEqual(0.5e-5);
      expect(Math.abs(point.lng - (trip?.path[i]?.lng ?? 0))).toBeLessThanOrEqual(0.5e-5);
    });
  });

  it("takes neither a top speed nor a walk's length from the jitter of 1-second fixes", () => {
    // Accuracy 8 m is a 68 % radius: about 5.3 m of error per axis.
    const walk = move({
      from: PANAJI,
      start: T0,
      seconds: 900,
      speedMps: 1.3,
      everyS: 1,
      jitterM: 5.3,
    });
    const [w] = analyseDay(walk).trips;
    expect(w?.type).toBe('walking');
    expect(w?.distanceM).toBeLessThan(1.3 * 900 * 1.1);
    expect(w?.maxSpeedKmh).toBeLessThan(10);
  });

  it('gives nothing for no fixes, and no trip for one fix', () => {
    expect(analyseDay([])).toEqual({
      trips: [],
      stays: [],
      gaps: [],
      dropped: { inaccurate: 0, outliers: 0, duplicates: 0 },
      fixCount: 0,
    });
    const one = analyseDay([{ time: T0, ...offset(PANAJI, 0, 0), accuracy: 5, speed: 0 }]);
    expect(one.trips).toEqual([]);
    expect(one.stays).toEqual([]);
  });
});
