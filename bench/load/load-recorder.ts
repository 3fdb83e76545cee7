import type { Answer } from './http-client.ts';

/** What one call type did over a run. */
export interface CallStats {
  sent: number;
  ok: number;
  /** Failures by status ('HTTP 503') or by what went wrong without an answer ('ECONNRESET'). */
  errors: Map<string, number>;
  latenciesMs: number[];
}

export interface StreamStats {
  opened: number;
  /** Streams open at the end of the run, before the bench closed them. */
  heldAtEnd: number;
  maxHeld: number;
  /** Streams the server ended or the network dropped during the run (the console reconnects). */
  dropped: Map<string, number>;
  /** Events by name; '' is the heartbeat comment. */
  events: Map<string, number>;
  /** Time from the request to the first snapshot event. */
  toSnapshotMs: number[];
}

export interface PointStats {
  sent: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  /** Uploads a phone did not start because its previous one was still waiting for an answer. */
  skippedBusy: number;
}

const bump = (map: Map<string, number>, key: string, by = 1) =>
  map.set(key, (map.get(key) ?? 0) + by);

/** Counters only: no per-request output, so the client stays cheap. */
export class LoadRecorder {
  readonly calls = new Map<string, CallStats>();
  readonly stream: StreamStats = {
    opened: 0,
    heldAtEnd: 0,
    maxHeld: 0,
    dropped: new Map(),
    events: new Map(),
    toSnapshotMs: [],
  };
  readonly points: PointStats = {
    sent: 0,
    accepted: 0,
    duplicates: 0,
    rejected: 0,
    skippedBusy: 0,
  };
  private held = 0;

  /** Counts one answer; a 2xx whose body `check` refuses is an error too (returns whether ok). */
  record(call: string, answer: Answer, check?: (body: string) => string | undefined): boolean {
    let stats = this.calls.get(call);
    if (!stats) {
      stats = { sent: 0, ok: 0, errors: new Map(), latenciesMs: [] };
      this.calls.set(call, stats);
    }
    stats.sent += 1;
    stats.latenciesMs.push(answer.ms);
    // The only abort of a call is the hard stop (streams are closed apart, not recorded here).
    const problem =
      answer.status === 0
        ? answer.failure === 'ABORT_ERR'
          ? 'no answer by the hard stop'
          : (answer.failure ?? 'no answer')
        : answer.status < 200 || answer.status > 299
          ? `HTTP ${answer.status}`
          : check?.(answer.body);
    if (problem) bump(stats.errors, problem);
    else stats.ok += 1;
    return !problem;
  }

  streamOpened(): void {
    this.stream.opened += 1;
    this.held += 1;
    this.stream.maxHeld = Math.max(this.stream.maxHeld, this.held);
  }

  streamClosed(failure: string | undefined): void {
    this.held -= 1;
    if (failure) bump(this.stream.dropped, failure);
  }

  streamEvent(event: string): void {
    bump(this.stream.events, event);
  }

  /** Called at the end of the run, before the bench closes the streams. */
  markEnd(): void {
    this.stream.heldAtEnd = this.held;
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
