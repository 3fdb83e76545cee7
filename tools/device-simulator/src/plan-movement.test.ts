import { describe, expect, it } from 'vitest';
import { haversineMeters, pathLengthMeters, type LatLngTuple } from './geo.ts';
import { insideGoa, samplePlans } from './sample-plans.ts';
import { MODE_SPECS, TRIP_MODES, type TripMode } from './travel-modes.ts';

const ms = (iso: string) => Date.parse(iso);

/** The average speed over a part of a trip, stops at lights included, in km/h. */
const AVERAGE_KMH: Record<TripMode, [number, number]> = {
  walking: [2, 5.5],
  'two-wheeler': [10, 45],
  car: [10, 55],
};

describe('planFieldDay: moving about Goa plausibly', () => {
  const plans = samplePlans();
  const trips = plans.flatMap((p) => p.truth.trips);

  it('uses every mode across the sample days, mostly riding', () => {
    const counts = Object.fromEntries(
      TRIP_MODES.map((mode) => [mode, trips.filter((t) => t.mode === mode).length]),
    );
    expect(counts.walking).toBeGreaterThan(0);
    expect(counts.car).toBeGreaterThan(0);
    expect(counts['two-wheeler']).toBeGreaterThan(counts.walking ?? 0);
  });

  it('moves between consecutive true fixes no faster than the mode allows', () => {
    for (const plan of plans) {
      const fixes = plan.trueFixes;
      for (let i = 1; i < fixes.length; i++) {
        const [a, b] = [fixes[i - 1], fixes[i]];
        if (!a?.mode || !b?.mode || a.tripIndex === null || a.tripIndex !== b.tripIndex) continue;
        const kmh = (haversineMeters(a.point, b.point) / ((b.timeMs - a.timeMs) / 1000)) * 3.6;
        // Across a walk-then-ride boundary the faster mode's limit holds.
        const limit = Math.max(MODE_SPECS[a.mode].maxKmh, MODE_SPECS[b.mode].maxKmh);
        expect(kmh).toBeLessThanOrEqual(limit + 0.01);
      }
    }
  });

  it('gives each part of a trip an average and a top speed fitting its mode', () => {
    for (const trip of trips) {
      for (const part of trip.parts) {
        const hours = (ms(part.endTime) - ms(part.startTime)) / 3_600_000;
        const average = part.distanceMeters / 1000 / hours;
        const [low, high] = AVERAGE_KMH[part.mode];
        // A hop of a few hundred metres is mostly pulling away and braking.
        const floor = part.distanceMeters < 1_000 ? Math.min(low, 4) : low;
        const label = `${part.mode} ${part.fromPlace} → ${part.toPlace}`;
        expect(average, label).toBeGreaterThanOrEqual(floor);
        expect(average).toBeLessThanOrEqual(high);
        expect(part.maxSpeedKmh).toBeLessThanOrEqual(MODE_SPECS[part.mode].maxKmh);
        // The top speed is stated to 0.1 km/h.
        expect(part.maxSpeedKmh).toBeGreaterThanOrEqual(average - 0.05);
        if (part.mode === 'walking') expect(part.distanceMeters).toBeLessThan(1_500);
      }
      const sum = trip.parts.reduce((m, part) => m + part.distanceMeters, 0);
      expect(Math.abs(sum - trip.distanceMeters)).toBeLessThan(0.5);
      expect(trip.maxSpeedKmh).toBe(Math.max(...trip.parts.map((part) => part.maxSpeedKmh)));
      expect(trip.parts[0]?.startTime).toBe(trip.startTime);
      expect(trip.parts.at(-1)?.endTime).toBe(trip.endTime);
    }
  });

  it('rides only the vehicle where it was parked, walking back to it first if need be', () => {
    let walksBack = 0;
    for (const { truth } of plans) {
      let parkedAt = truth.stops[0]?.placeName;
      for (const trip of truth.trips) {
        expect(trip.parts.length === 1 || trip.mode !== 'walking').toBe(true);
        for (const part of trip.parts) {
          if (part.mode === 'walking') continue;
          expect(part.mode).toBe(trip.mode);
          expect(part.fromPlace, `${truth.employeeKey} ${truth.date}`).toBe(parkedAt);
          parkedAt = part.toPlace;
        }
        if (trip.parts.length > 1) {
          walksBack++;
          expect(trip.parts[0]?.mode).toBe('walking');
          expect(trip.parts[0]?.toPlace).toBe(trip.parts[1]?.fromPlace);
        }
      }
      // The day ends with the vehicle back where the day ends.
      expect(parkedAt).toBe(truth.stops.at(-1)?.placeName);
    }
    expect(walksBack).toBeGreaterThan(0);
  });

  it('states trip distances that match the path, via roads and not as the crow flies', () => {
    for (const trip of trips) {
      const along = pathLengthMeters(trip.path);
      expect(Math.abs(along - trip.distanceMeters) / trip.distanceMeters).toBeLessThan(0.01);
      const first = trip.path[0] as LatLngTuple;
      const last = trip.path.at(-1) as LatLngTuple;
      const straight = haversineMeters(first, last);
      expect(trip.distanceMeters).toBeGreaterThanOrEqual(straight);
      // Only a river crossing (the Mandovi bridges) makes a road much longer than the line.
      expect(trip.distanceMeters).toBeLessThanOrEqual(3 * straight + 2_000);
    }
  });

  it('starts and ends each trip path at its stops', () => {
    for (const { truth } of plans) {
      truth.trips.forEach((trip, i) => {
        const from = truth.stops[i];
        const to = truth.stops[i + 1];
        if (!from || !to) throw new Error('missing stop');
        expect(haversineMeters(trip.path[0] as LatLngTuple, [from.lat, from.lng])).toBeLessThan(1);
        expect(haversineMeters(trip.path.at(-1) as LatLngTuple, [to.lat, to.lng])).toBeLessThan(1);
      });
    }
  });

  it('covers 5–120 km a day', () => {
    for (const { truth } of plans) {
      expect(truth.totals.distanceMeters).toBeGreaterThanOrEqual(5_000);
      expect(truth.totals.distanceMeters).toBeLessThanOrEqual(120_000);
    }
  });

  it("keeps every fix, path point and stop inside Goa's bounding box", () => {
    for (const plan of plans) {
      for (const batch of plan.batches) {
        for (const p of batch.points) expect(insideGoa(p.lat, p.lng), p.id).toBe(true);
      }
      for (const trip of plan.truth.trips) {
        for (const [lat, lng] of trip.path) expect(insideGoa(lat, lng)).toBe(true);
      }
      for (const stop of plan.truth.stops) expect(insideGoa(stop.lat, stop.lng)).toBe(true);
    }
  });

  it('reports speed and heading that agree with the movement', () => {
    for (const plan of plans) {
      const reported = new Map(plan.batches.flatMap((b) => b.points).map((p) => [p.id, p]));
      const wild = new Set(plan.truth.wildFixIds);
      for (const fix of plan.trueFixes) {
        const point = reported.get(fix.id);
        if (!point || wild.has(fix.id)) continue;
        if (typeof point.speed === 'number') {
          expect(Math.abs(point.speed - fix.speedMps)).toBeLessThan(1.5);
        }
        if (typeof point.heading === 'number' && fix.headingDeg !== null) {
          const diff = Math.abs(point.heading - fix.headingDeg) % 360;
          expect(Math.min(diff, 360 - diff)).toBeLessThan(25);
        }
        if (fix.tripIndex === null) expect(point.heading ?? null).toBeNull();
      }
    }
  });
});
