import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ): 100 on every common Linux. */
const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  ppid: number;
  /** user + system seconds of the process itself. */
  ownS: number;
  /** user + system seconds of its children that have exited and been waited for. */
  reapedS: number;
}

/** Fields after the command name, which may itself hold spaces and parentheses. */
function readStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(f[i] ?? 0);
    // f[0] is field 3 (state): ppid is field 4, utime..cstime fields 14..17.
    return {
      ppid: n(1),
      ownS: (n(11) + n(12)) / TICKS_PER_S,
      reapedS: (n(13) + n(14)) / TICKS_PER_S,
    };
  } catch {
    return undefined; // gone
  }
}

function allPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function cmdline(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** This process's children running the server entry point (server-process.ts spawns them). */
export function serverChildPids(): number[] {
  return allPids().filter(
    (pid) => readStat(pid)?.ppid === process.pid && cmdline(pid).includes('src/main.ts'),
  );
}

/**
 * The postmaster listening on `port` (the embedded cluster runs detached, started by pg_ctl), or
 * undefined for a PostgreSQL elsewhere (BENCH_DATABASE_URL on another machine or unreadable).
 */
export function postmasterPid(port: string): number | undefined {
  return allPids().find((pid) => {
    const args = cmdline(pid);
    const p = args.indexOf('-p');
    return p > 0 && args[p + 1] === port && (args[0] ?? '').endsWith('postgres');
  });
}

/** CPU seconds of one process. */
export function cpuSecondsOf(pid: number): number {
  return readStat(pid)?.ownS ?? Number.NaN;
}

/**
 * CPU seconds of a postmaster and its backends: the living ones read directly, the ones that
 * have exited through the postmaster's reaped-children total, so a delta over a run counts both.
 */
export function treeCpuSecondsOf(root: number): number {
  const rootStat = readStat(root);
  if (!rootStat) return Number.NaN;
  let total = rootStat.ownS + rootStat.reapedS;
  for (const pid of allPids()) {
    const stat = readStat(pid);
    if (stat?.ppid === root) total += stat.ownS;
  }
  return total;
}

/** Resident memory in MB now (VmRSS) and at its highest since the process started (VmHWM). */
export function memoryMbOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: Number.NaN, hwm: Number.NaN };
  }
}
