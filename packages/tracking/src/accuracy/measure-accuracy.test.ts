import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldDayPlan } from '@ronda/device-simulator';
import { analyseDay } from '../analyse-day.ts';
import { measureAccuracy, type AccuracyFigures } from './measure-accuracy.ts';
import { naiveAnalyseDay } from './naive-analyse-day.ts';
import { simulatedDays } from './simulated-days.ts';

/**
 * The engine against the device simulator's ground truth: 44 field days (11 staff × 4 dates)
 * with noise, reflections, wild fixes, a silent gap across a trip, late, re-sent and jumbled
 * uploads. What "found", "false" and "within 5 %" mean is in judge-stops.ts and judge-trips.ts.
 */
const DAYS = 44;

describe('trips and stops against the simulated ground truth', () => {
  let plans: FieldDayPlan[];
  let engine: AccuracyFigures;
  let naive: AccuracyFigures;
  beforeAll(() => {
    plans = simulatedDays(DAYS);
    engine = measureAccuracy((fixes) => analyseDay(fixes), plans);
    naive = measureAccuracy(naiveAnalyseDay, plans);
  });

  const why = (figures: AccuracyFigures) => figures.misses.join('\n');

  it('judges enough days', () => {
    expect(engine.days).toBeGreaterThanOrEqual(20);
    expect(engine.trueStops).toBeGreaterThan(engine.days * 5);
  });

  it('finds at least 95 % of the real stops, each starting within 2 minutes of the arrival', () => {
    expect(engine.foundPct, why(engine)).toBeGreaterThanOrEqual(95);
  });

  it('invents no trip: every trip overlaps a true trip', () => {
    expect(engine.falseTrips, why(engine)).toBe(0);
  });

  it('measures at least 95 % of trips within 5 % of the true distance, the median within 2 %', () => {
    expect(engine.distance.trips).toBeGreaterThan(engine.days * 4);
    expect(engine.distance.withinPct, why(engine)).toBeGreaterThanOrEqual(95);
    expect(engine.distance.medianErrorPct).toBeLessThan(2);
  });

  it("gets every day's total distance within 5 % of how far the person truly travelled", () => {
    expect(engine.dayTotal.trips).toBe(engine.days);
    expect(engine.dayTotal.withinPct).toBe(100);
    expect(naive.dayTotal.withinPct).toBeLessThan(50);
  });

  it('reports every silence as a gap', () => {
    expect(engine.trueGaps).toBe(engine.days);
    expect(engine.gapsReported, why(engine)).toBe(engine.trueGaps);
  });

  it('does better than the naive engine on every figure, which misses the goals', () => {
    expect(naive.foundPct).toBeLessThan(95);
    expect(naive.falseTrips).toBeGreaterThan(0);
    expect(naive.distance.withinPct).toBeLessThan(95);
    expect(naive.foundPct).toBeLessThan(engine.foundPct);
    expect(naive.falseTrips).toBeGreaterThan(engine.falseTrips);
    expect(naive.distance.withinPct).toBeLessThan(engine.distance.withinPct);
  });
});
