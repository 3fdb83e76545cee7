import { percentile, type CallStats } from './load-recorder.ts';
import type { ConfigurationResult } from './run-configuration.ts';
import type { LoadSettings } from './load-settings.ts';

/** Above this share of one core, the bench's own process may be what limits the figures. */
const CLIENT_BUSY = 0.8;
/** Above this event-loop delay, the client's own timings are inflated by its own work. */
const CLIENT_LAG_MS = 50;

const n = (v: number) => v.toLocaleString('en-IN');
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

function errorsOf(map: Map<string, number>): string {
  return map.size === 0 ? '0' : [...map].map(([why, count]) => `${n(count)} ${why}`).join(', ');
}

function callRow(call: string, stats: CallStats): string[] {
  const sorted = [...stats.latenciesMs].sort((a, b) => a - b);
  return [
    call,
    n(stats.sent),
    n(stats.ok),
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 95)),
    ms(percentile(sorted, 99)),
    ms(sorted.at(-1) ?? Number.NaN),
    errorsOf(stats.errors),
  ];
}

/** Columns padded to their widest cell: the first (and `lastIsText`, the last) left-aligned. */
function table(rows: string[][], lastIsText: boolean): string {
  const columns = rows[0]?.length ?? 0;
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(...rows.map((r) => (r[c] ?? '').length)),
  );
  const left = (c: number) => c === 0 || (lastIsText && c === columns - 1);
  return rows
    .map((r) =>
      widths
        .map((w, c) => (left(c) ? (r[c] ?? '').padEnd(w) : (r[c] ?? '').padStart(w)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function processTable(r: ConfigurationResult): string {
  const rows = [['process', 'CPU user+sys s', '% of one core', 'peak RSS MB', 'run max RSS MB']];
  for (const f of r.figures) {
    rows.push([
      f.label,
      ms(f.cpuS),
      ms((f.cpuS / r.seconds) * 100),
      f.peakRssMb === undefined ? '' : ms(f.peakRssMb),
      f.runRssMb === undefined ? '' : ms(f.runRssMb),
    ]);
  }
  rows.push([
    'bench client (this process)',
    ms(r.clientCpuS),
    ms((r.clientCpuS / r.seconds) * 100),
  ]);
  return table(rows, false);
}

function clientVerdict(r: ConfigurationResult): string {
  const share = r.clientCpuS / r.seconds;
  const figures =
    `CPU ${(share * 100).toFixed(0)} % of one core, event-loop delay p99 ` +
    `${ms(r.loopDelayMs.p99)} ms, max ${ms(r.loopDelayMs.max)} ms`;
  return share > CLIENT_BUSY || r.loopDelayMs.p99 > CLIENT_LAG_MS
    ? `CLIENT SATURATED: the bench's own process may limit these figures (${figures})`
    : `client not the bottleneck: ${figures}`;
}

/** One configuration's table and the lines under it. */
export function formatConfiguration(
  r: ConfigurationResult,
  callOrder: readonly string[],
  settings: LoadSettings,
): string {
  const { recorder, seconds } = r;
  const calls = [['call', 'sent', '2xx ok', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors']];
  for (const call of callOrder) {
    const stats = recorder.calls.get(call);
    if (stats) calls.push(callRow(call, stats));
  }
  const s = recorder.stream;
  const snapshot = [...s.toSnapshotMs].sort((a, b) => a - b);
  const events = [...s.events]
    .map(([event, count]) => `${event || 'heartbeat'} ${n(count)}`)
    .join(', ');
  const p = recorder.points;
  const due = Math.round(settings.phones * (seconds / (settings.intervalMs / 1000)));
  const lines = [
    table(calls, true),
    `phone uploads: ${n(p.sent)} points sent, ${n(p.accepted)} stored, ` +
      `${n(p.duplicates)} duplicates, ${n(p.rejected)} rejected; ${n(p.skippedBusy)} uploads ` +
      `skipped while the previous one waited (about ${n(due)} due in ${seconds.toFixed(1)} s)`,
    `live streams: ${n(s.opened)} opened, ${n(s.heldAtEnd)} held at the end (at most ` +
      `${n(s.maxHeld)} at once), dropped ${errorsOf(s.dropped)}; events ${events || 'none'}; ` +
      `first snapshot after p50 ${ms(percentile(snapshot, 50))} ms, ` +
      `max ${ms(snapshot.at(-1) ?? Number.NaN)} ms`,
  ];
  if (r.abandoned > 0) {
    lines.push(
      `${n(r.abandoned)} requests still unanswered at the hard stop ` +
        `(run + ${settings.graceMs / 1000} s): given up`,
    );
  }
  const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  const errors = [...recorder.calls.values()].reduce((a, c) => a + sum(c.errors), 0);
  const drops = sum(s.dropped);
  const requests = [...recorder.calls.values()].reduce((a, c) => a + c.sent, 0);
  lines.push(
    `goal zero errors: ${errors + drops === 0 ? 'met' : `NOT met (${n(errors)} failed calls, ${n(drops)} dropped streams)`}`,
    '',
    processTable(r),
    `PostgreSQL: ${n(r.transactions)} transactions in the run (${n(Math.round(r.transactions / seconds))}/s, ` +
      `${(r.transactions / Math.max(1, requests)).toFixed(1)} per HTTP request)`,
    clientVerdict(r),
  );
  return lines.join('\n');
}
