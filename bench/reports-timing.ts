import fs from 'node:fs';
import { memoryMbOf } from './load/proc-stats.ts';

const WARM_UP = 3;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const list = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');

/**
 * A JSON report asked for one request after another, timed on the client to the whole body;
 * the first three warm the server (JIT, the database's caches) and are printed apart.
 */
export async function timeJsonReport(
  url: string,
  token: string,
  runs: number,
  goalMs: number,
  label: string,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs + WARM_UP; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`report answered ${res.status}: ${body.slice(0, 200)}`);
    bytes = body.length;
  }
  const timed = times.slice(WARM_UP);
  const sorted = [...timed].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return (
    `${label}: warm-up ${list(times.slice(0, WARM_UP))} ms; runs ${list(timed)} ms\n` +
    `${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
    `max ${(sorted[sorted.length - 1] ?? NaN).toFixed(1)} ms, ${(bytes / 1e6).toFixed(1)} MB of JSON; ` +
    `goal p95 < ${goalMs} ms: ${verdict(p95 < goalMs)}\n`
  );
}

/**
 * Sets the process's VmHWM back to its VmRSS (Linux 4.0+), so each download's peak is its own
 * and not an earlier one's; false where /proc refuses, and the peak is then since the start.
 */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface DownloadGoals {
  ms: number;
  peakMb: number;
}

/**
 * A report file downloaded once: the time to the last byte with the body read and thrown away
 * as it comes (as a browser saving it would), the server's resident memory before, and its peak
 * during the download from /proc/<pid>/status after.
 */
export async function timeDownload(
  url: string,
  token: string,
  serverPid: number,
  goals: DownloadGoals,
  label: string,
): Promise<string> {
  const before = memoryMbOf(serverPid).rss;
  const ownPeak = resetPeak(serverPid);
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const firstByteMs = performance.now() - t0;
  if (res.status !== 200 || !res.body) {
    throw new Error(`download answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
  let bytes = 0;
  let head = '';
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    if (bytes === 0) head = Buffer.from(part.value.subarray(0, 2)).toString('latin1');
    bytes += part.value.byteLength;
  }
  const ms = performance.now() - t0;
  const peak = memoryMbOf(serverPid).hwm;
  // An .xlsx is a zip; a body that is not one is an error page, not a file worth timing.
  if (head !== 'PK') throw new Error(`${label}: the body is not a zip (starts ${head})`);
  return (
    `${label}: ${(ms / 1000).toFixed(1)} s to the last byte (headers after ${firstByteMs.toFixed(0)} ms), ` +
    `${(bytes / 1e6).toFixed(1)} MB; server VmRSS before ${before.toFixed(0)} MB, ` +
    `VmHWM after ${peak.toFixed(0)} MB (${ownPeak ? 'reset before the download' : 'since the server started'}); ` +
    `goal < ${goals.ms / 1000} s: ${verdict(ms < goals.ms)}, peak < ${goals.peakMb} MB: ${verdict(peak < goals.peakMb)}\n`
  );
}
