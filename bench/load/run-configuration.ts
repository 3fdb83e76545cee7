import { setMaxListeners } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchDatabase } from '../bench-database.ts';
import { startServerProcess, type StartedServer } from '../server-process.ts';
import { createLoadClient } from './http-client.ts';
import { drive } from './load-driver.ts';
import { LoadRecorder } from './load-recorder.ts';
import type { LoadSettings } from './load-settings.ts';
import {
  cpuSecondsOf,
  memoryMbOf,
  postmasterPid,
  serverChildPids,
  treeCpuSecondsOf,
} from './proc-stats.ts';
import type { LoadCompany } from './seed-load-companies.ts';

export interface ProcessFigures {
  label: string;
  cpuS: number;
  /** Highest resident memory: VmHWM for a server (since its start), undefined otherwise. */
  peakRssMb?: number;
  /** Highest VmRSS sampled each second during the run. */
  runRssMb?: number;
}

export interface ConfigurationResult {
  processes: number;
  seconds: number;
  recorder: LoadRecorder;
  figures: ProcessFigures[];
  clientCpuS: number;
  loopDelayMs: { p99: number; max: number };
  /** Requests still unanswered at the hard stop, given up. */
  abandoned: number;
  /** Transactions the bench database committed or rolled back during the run. */
  transactions: number;
}

const SOCKETS_PER_SERVER = 256;
const STOP_WAIT_MS = 15_000;

interface RunningServer {
  server: StartedServer;
  pid: number;
}

/** Starts one server process and finds its pid (the helper does not expose it). */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const before = new Set(serverChildPids());
  const server = await startServerProcess(env);
  const pid = serverChildPids().find((p) => !before.has(p));
  if (pid === undefined) throw new Error('the server process was not found in /proc');
  return { server, pid };
}

/** SIGTERM and wait, then SIGKILL: a server that does not stop must not outlive the bench. */
async function stopServer({ server, pid }: RunningServer): Promise<void> {
  const stopped = server.stop().then(() => true);
  if (await Promise.race([stopped, sleep(STOP_WAIT_MS).then(() => false)])) return;
  process.stdout.write(`server ${pid} did not stop within ${STOP_WAIT_MS / 1000} s: killed\n`);
  process.kill(pid, 'SIGKILL');
  await stopped;
}

/**
 * One configuration: `processes` servers on the same database, the whole load for the run's
 * length, then streams closed, up to `graceMs` for the last answers, and the servers stopped.
 */
export async function runConfiguration(
  processes: number,
  env: Record<string, string>,
  companies: LoadCompany[],
  settings: LoadSettings,
  database: BenchDatabase,
): Promise<ConfigurationResult> {
  const running: RunningServer[] = [];
  const client = createLoadClient(SOCKETS_PER_SERVER);
  try {
    // One after another: each applies (here: checks) the migrations at start.
    for (let i = 0; i < processes; i += 1) running.push(await startServer(env));
    const postmaster = postmasterPid(new URL(database.url).port || '5432');
    // Every statement the servers run outside an explicit transaction is one transaction.
    const transactions = async () =>
      Number(
        (
          await database.pool.query<{ n: string }>(
            `select xact_commit + xact_rollback as n from pg_stat_database
              where datname = current_database()`,
          )
        ).rows[0]?.n ?? Number.NaN,
      );
    const recorder = new LoadRecorder();
    const hardStop = new AbortController();
    const endStreams = new AbortController();
    // Every request in flight (thousands) listens to these two: not a leak, so no warning.
    setMaxListeners(0, hardStop.signal, endStreams.signal);
    const inFlight = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    };

    const serverCpu = () => running.map((r) => cpuSecondsOf(r.pid));
    const pgCpu = () => (postmaster === undefined ? Number.NaN : treeCpuSecondsOf(postmaster));
    const runRss = running.map(() => 0);
    const sampler = setInterval(() => {
      running.forEach((r, i) => (runRss[i] = Math.max(runRss[i] ?? 0, memoryMbOf(r.pid).rss)));
    }, 1000);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });

    const startAt = Date.now() + 200;
    const endAt = startAt + settings.seconds * 1000;
    await sleep(startAt - Date.now());
    const xact0 = await transactions();
    const cpu0 = { servers: serverCpu(), pg: pgCpu(), client: process.cpuUsage() };
    loopDelay.enable();
    drive({
      companies,
      // 127.0.0.1, not localhost: no name lookups, and the servers listen there (HOST).
      servers: running.map((r) => new URL(r.server.url.replace('//localhost:', '//127.0.0.1:'))),
      client,
      recorder,
      intervalMs: settings.intervalMs,
      startAt,
      endAt,
      hardStop: hardStop.signal,
      endStreams: endStreams.signal,
      track,
    });
    await sleep(endAt - Date.now());

    // The run's figures end here; what follows is winding down.
    const seconds = (Date.now() - startAt) / 1000;
    const cpu1 = { servers: serverCpu(), pg: pgCpu(), client: process.cpuUsage(cpu0.client) };
    const xact1 = await transactions();
    loopDelay.disable();
    clearInterval(sampler);
    recorder.markEnd();
    endStreams.abort();
    const graceLeft = endAt + settings.graceMs - Date.now();
    await Promise.race([Promise.allSettled([...inFlight]), sleep(Math.max(0, graceLeft))]);
    const abandoned = inFlight.size;
    hardStop.abort();
    await Promise.allSettled([...inFlight]);

    const figures: ProcessFigures[] = running.map((r, i) => ({
      label: `server ${i + 1} (pid ${r.pid})`,
      cpuS: (cpu1.servers[i] ?? Number.NaN) - (cpu0.servers[i] ?? Number.NaN),
      peakRssMb: memoryMbOf(r.pid).hwm,
      runRssMb: runRss[i],
    }));
    figures.push({
      label:
        postmaster === undefined
          ? 'PostgreSQL (not measured: not a local process)'
          : `PostgreSQL (pid ${postmaster} and its backends)`,
      cpuS: cpu1.pg - cpu0.pg,
    });
    return {
      processes,
      seconds,
      recorder,
      figures,
      clientCpuS: (cpu1.client.user + cpu1.client.system) / 1e6,
      loopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      abandoned,
      transactions: xact1 - xact0,
    };
  } finally {
    client.close();
    await Promise.all(running.map(stopServer));
  }
}
