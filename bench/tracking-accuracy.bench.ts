import { analyseDay } from '@ronda/tracking';
import {
  measureAccuracy,
  naiveAnalyseDay,
  simulatedDays,
  syntheticDay,
  type AccuracyFigures,
} from '@ronda/tracking/accuracy';

const DAYS = 44;
const WARM_UP = 10;
const RUNS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const pct = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} %`);

function row(name: string, f: AccuracyFigures): string[] {
  return [
    name,
    String(f.days),
    String(f.trueStops),
    pct(f.foundPct),
    String(f.falseTrips),
    `${pct(f.distance.withinPct)} of ${f.distance.trips}`,
    pct(f.distance.medianErrorPct),
    pct(f.distance.worstErrorPct),
    `${pct(f.whole.withinPct)} / ${pct(f.gapCut.withinPct)}`,
    `${pct(f.dayTotal.withinPct)} / ${pct(f.dayTotal.medianErrorPct)} / ${pct(f.dayTotal.worstErrorPct)}`,
    `${f.gapsReported} / ${f.trueGaps}`,
  ];
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * The trips-and-stops engine against the device simulator's ground truth (the same measure as
 * packages/tracking/src/accuracy/measure-accuracy.test.ts), next to a naive engine, and how
 * long analyseDay takes over a 12-hour day at 5-second and 1-second fixes.
 */
export async function benchTrackingAccuracy(): Promise<void> {
  const plans = simulatedDays(DAYS);
  const engine = measureAccuracy((fixes) => analyseDay(fixes), plans);
  const naive = measureAccuracy(naiveAnalyseDay, plans);
  process.stdout.write(
    `${DAYS} simulated field days (11 staff × 4 dates); a stop is found by a stay starting within ` +
      `2 min of the arrival (the first fix after a silence when it hid the arrival) and within ` +
      `100 m; a false trip overlaps no true trip; distance error against the true trip, or for ` +
      `trips cut by a gap against the true distance over the same span; a day's total against ` +
      `how far the person truly travelled in their trips, less what a silence hid.\n\n` +
      table([
        [
          'engine',
          'days',
          'true stops',
          'found',
          'false trips',
          'trips within 5 %',
          'median error',
          'worst error',
          'within 5 %: whole / gap-cut',
          'day totals within 5 % / median / worst',
          'gaps reported / true',
        ],
        row('analyseDay', engine),
        row('naive', naive),
      ]) +
      `\n\nanalyseDay misses (${engine.misses.length}):\n` +
      engine.misses.map((m) => `  ${m}\n`).join(''),
  );

  for (const intervalS of [5, 1]) {
    const { fixes } = syntheticDay({ intervalS });
    for (let i = 0; i < WARM_UP; i++) analyseDay(fixes);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      analyseDay(fixes);
      times.push(performance.now() - t0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    process.stdout.write(
      `analyseDay, 12 hours at ${intervalS}-second fixes (${fixes.length.toLocaleString('en-IN')} fixes), ` +
        `${RUNS} runs after ${WARM_UP} warm-up: p50 ${percentile(sorted, 50).toFixed(1)} ms  ` +
        `p95 ${percentile(sorted, 95).toFixed(1)} ms  max ${sorted.at(-1)?.toFixed(1)} ms\n`,
    );
  }
}
