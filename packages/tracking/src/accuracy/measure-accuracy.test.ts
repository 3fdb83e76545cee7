import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldDayKind, FieldDayPlan } from '@ronda/device-simulator';
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

/** Each of issue 27's kinds of day, ours and the naive engine at the given stop threshold. */
function measureKind(kind: FieldDayKind, stopThresholdMin = 5) {
  const plans = simulatedDays(DAYS, kind);
  return {
    engine: measureAccuracy((fixes) => analyseDay(fixes, { stopThresholdMin }), plans),
    naive: measureAccuracy((fixes) => naiveAnalyseDay(fixes, { stopThresholdMin }), plans),
  };
}

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

  it('issue 27: types at least 99 % of the true one-mode trips right, the naive engine under 70 %', () => {
    expect(engine.tripTypes.judged).toBeGreaterThan(engine.days * 4);
    expect(engine.tripTypes.rightPct, engine.tripTypes.misses.join('\n')).toBeGreaterThanOrEqual(
      99,
    );
    expect(naive.tripTypes.rightPct).toBeLessThan(70);
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

describe('issue 27: the new kinds of simulated day', () => {
  const why = (figures: AccuracyFigures) =>
    [...figures.misses, ...figures.tripTypes.misses].join('\n');

  it('walk-then-ride days: the walk to the parked vehicle and the ride are typed apart', () => {
    const { engine, naive } = measureKind('walk-then-ride');
    expect(engine.tripTypes.judged).toBeGreaterThan(engine.days * 10);
    expect(engine.tripTypes.rightPct, why(engine)).toBeGreaterThanOrEqual(95);
    expect(naive.tripTypes.rightPct).toBeLessThan(60);
    expect(engine.foundPct, why(engine)).toBeGreaterThanOrEqual(95);
    expect(engine.falseTrips, why(engine)).toBe(0);
    expect(engine.dayTotal.withinPct).toBe(100);
  });

  it("city-canyon days: jumps of 60–200 m do not make rides long; every day's total within 5 %", () => {
    const { engine, naive } = measureKind('city-canyon');
    expect(engine.distance.withinPct, why(engine)).toBeGreaterThanOrEqual(93);
    expect(engine.dayTotal.withinPct).toBe(100);
    expect(engine.dayTotal.medianErrorPct).toBeLessThan(1);
    expect(naive.dayTotal.withinPct).toBeLessThan(50);
  });

  it('delivery rounds at stopThresholdMin 3: at least 95 % of the 3–4 minute drops found, no halt taken for one', () => {
    const three = measureKind('delivery', 3);
    expect(three.engine.trueStops).toBeGreaterThan(three.engine.days * 16);
    expect(three.engine.foundPct, why(three.engine)).toBeGreaterThanOrEqual(95);
    expect(three.engine.extraStays, why(three.engine)).toBe(0);
    expect(three.engine.falseTrips).toBe(0);
    expect(three.naive.foundPct).toBeLessThan(three.engine.foundPct);
    // At the default 5 minutes the drops are too short to be stays: the setting is what finds them.
    const five = measureKind('delivery', 5);
    expect(five.engine.foundPct).toBeLessThan(30);
  });
});
