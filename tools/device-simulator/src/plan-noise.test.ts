import { describe, expect, it } from 'vitest';
import type { DevicePointInput } from '@ronda/shared';
import { distanceToPathMeters, haversineMeters, type LatLngTuple } from './geo.ts';
import type { FieldDayPlan } from './plan-types.ts';
import { dayPaths, median, samplePlans } from './sample-plans.ts';

const ms = (iso: string) => Date.parse(iso);

function reportedById(plan: FieldDayPlan): Map<string, DevicePointInput> {
  return new Map(plan.batches.flatMap((b) => b.points).map((p) => [p.id, p]));
}

function clearance(point: LatLngTuple, paths: readonly LatLngTuple[][]): number {
  return Math.min(...paths.map((path) => distanceToPathMeters(point, path)));
}

describe('planFieldDay: GPS noise and trouble', () => {
  const plans = samplePlans();

  it('keeps moving fixes about as far from the truth as their stated accuracy', () => {
    for (const plan of plans) {
      const reported = reportedById(plan);
      const wild = new Set(plan.truth.wildFixIds);
      const ratios: number[] = [];
      const offPath: number[] = [];
      const accuracies: number[] = [];
      for (const fix of plan.trueFixes) {
        const point = reported.get(fix.id);
        if (!point || wild.has(fix.id) || fix.tripIndex === null) continue;
        const accuracy = point.accuracy ?? Number.NaN;
        expect(accuracy).toBeGreaterThanOrEqual(4);
        expect(accuracy).toBeLessThanOrEqual(15);
        accuracies.push(accuracy);
        ratios.push(haversineMeters(fix.point, [point.lat, point.lng]) / accuracy);
        const path = plan.truth.trips[fix.tripIndex]?.path ?? [];
        offPath.push(distanceToPathMeters([point.lat, point.lng], path));
      }
      // A 68 % radius puts the median error near 0.78 of it; a noiseless or wild plan fails.
      expect(median(ratios)).toBeGreaterThan(0.5);
      expect(median(ratios)).toBeLessThan(1.1);
      expect(median(offPath)).toBeGreaterThan(1);
      expect(median(offPath)).toBeLessThanOrEqual(median(accuracies));
    }
  });

  it('lets parked fixes wander around the stop with indoor accuracy, a few 30–80 m off', () => {
    let outliers = 0;
    let parked = 0;
    for (const plan of plans) {
      const reported = reportedById(plan);
      for (const fix of plan.trueFixes) {
        const point = reported.get(fix.id);
        if (!point || fix.stayIndex === null || plan.truth.wildFixIds.includes(fix.id)) continue;
        parked++;
        const off = haversineMeters(fix.point, [point.lat, point.lng]);
        const accuracy = point.accuracy ?? 0;
        expect(accuracy).toBeGreaterThanOrEqual(10);
        if (accuracy > 40) {
          outliers++;
          expect(off).toBeGreaterThan(20);
        }
        expect(off).toBeLessThan(200);
      }
    }
    expect(outliers / parked).toBeGreaterThan(0.01);
    expect(outliers / parked).toBeLessThan(0.1);
  });

  it('throws exactly the planned 1–3 wild fixes far from anywhere the person went', () => {
    for (const plan of plans) {
      const { wildFixIds } = plan.truth;
      expect(wildFixIds.length).toBeGreaterThanOrEqual(1);
      expect(wildFixIds.length).toBeLessThanOrEqual(3);
      const paths = dayPaths(plan);
      const far: string[] = [];
      for (const point of reportedById(plan).values()) {
        if (clearance([point.lat, point.lng], paths) > 400) far.push(point.id);
      }
      expect(far.sort()).toEqual([...wildFixIds].sort());
      for (const id of wildFixIds) {
        const fix = plan.trueFixes.find((f) => f.id === id);
        const point = reportedById(plan).get(id);
        if (!fix || !point) throw new Error(`wild fix ${id} is missing`);
        const jump = haversineMeters(fix.point, [point.lat, point.lng]);
        expect(jump).toBeGreaterThanOrEqual(500);
        expect(jump).toBeLessThanOrEqual(3_000);
      }
    }
  });

  it('goes silent once for 12–40 minutes while the person keeps travelling', () => {
    for (const plan of plans) {
      expect(plan.truth.gaps).toHaveLength(1);
      const gap = plan.truth.gaps[0];
      if (!gap) throw new Error('no gap');
      const [from, to] = [ms(gap.from), ms(gap.to)];
      expect((to - from) / 60_000).toBeGreaterThanOrEqual(12);
      expect((to - from) / 60_000).toBeLessThanOrEqual(40);
      const inside = [...reportedById(plan).values()].filter(
        (p) => ms(p.timestamp) > from && ms(p.timestamp) < to,
      );
      expect(inside).toEqual([]);
      const moving = plan.truth.trips.some(
        (t) => ms(t.startTime) < to && ms(t.endTime) > from && t.distanceMeters > 0,
      );
      expect(moving).toBe(true);
      // The silence is a hole in the fixes, not a short pause between them.
      const times = plan.trueFixes.map((f) => f.timeMs);
      const widest = Math.max(...times.slice(1).map((t, i) => t - (times[i] as number)));
      expect(widest).toBeGreaterThanOrEqual(to - from);
    }
  });

  it('takes fixes every 5–10 s on the move and every 30–60 s at a stop', () => {
    for (const plan of plans) {
      const moving: number[] = [];
      const parked: number[] = [];
      const fixes = plan.trueFixes;
      for (let i = 1; i < fixes.length; i++) {
        const [a, b] = [fixes[i - 1], fixes[i]];
        if (!a || !b) continue;
        const seconds = (b.timeMs - a.timeMs) / 1000;
        if (a.tripIndex !== null && a.speedMps > 0.5) moving.push(seconds);
        if (a.stayIndex !== null && b.stayIndex === a.stayIndex) parked.push(seconds);
      }
      expect(median(moving)).toBeGreaterThanOrEqual(5);
      expect(median(moving)).toBeLessThanOrEqual(10);
      expect(median(parked)).toBeGreaterThanOrEqual(30);
      expect(median(parked)).toBeLessThanOrEqual(60);
    }
  });
});
