import { DEVICE_LOCATIONS_PATH, type LocationBatchResponse } from '@ronda/shared';
import { openEventStream, timedRequest, type LoadClient } from './http-client.ts';
import type { LoadRecorder } from './load-recorder.ts';
import { PhoneTrack } from './phone-track.ts';
import type { LoadCompany } from './seed-load-companies.ts';

export const CALLS = {
  locations: `POST ${DEVICE_LOCATIONS_PATH}`,
  stats: 'GET /api/company/stats',
  latest: 'GET /api/companies/:id/latest-locations',
  tasks: 'GET /api/companies/:id/complaints',
  live: 'GET /api/companies/:id/live (to headers)',
} as const;

const STREAM_RETRY_MS = 1000; // the console's first retry (apps/web/src/lib/live-stream.ts)

export interface DriveOptions {
  companies: LoadCompany[];
  /** The server processes; each request goes to the next one, round-robin, as a proxy would. */
  servers: URL[];
  client: LoadClient;
  recorder: LoadRecorder;
  intervalMs: number;
  startAt: number;
  endAt: number;
  /** Aborted at the hard stop: requests still waiting then are given up. */
  hardStop: AbortSignal;
  /** Aborted at the end of the run: the console users close their streams. */
  endStreams: AbortSignal;
  /** Each request's promise, so the run can wait for the last ones. */
  track: (work: Promise<unknown>) => void;
}

function readBatchAnswer(text: string): LocationBatchResponse | undefined {
  try {
    return JSON.parse(text) as LocationBatchResponse;
  } catch {
    return undefined;
  }
}

/** Calls `work` at `firstAt`, then every interval, until the run's end. */
function every(firstAt: number, o: DriveOptions, work: () => void): void {
  let at = firstAt;
  const tick = () => {
    if (Date.now() >= o.endAt) return;
    work();
    at += o.intervalMs;
    setTimeout(tick, Math.max(0, at - Date.now()));
  };
  setTimeout(tick, Math.max(0, at - Date.now()));
}

/**
 * Starts every phone and console user, their first moves spread evenly over the first interval,
 * and returns at once; the timers stop by themselves at `endAt`.
 */
export function drive(o: DriveOptions): void {
  let next = 0;
  const server = () => o.servers[next++ % o.servers.length] ?? new URL('http://127.0.0.1');
  const phones = o.companies.flatMap((c) => c.phones.map((p) => ({ ...p, company: c })));
  const runTag = Math.random().toString(36).slice(2, 8);
  phones.forEach((phone, i) => {
    const firstAt = o.startAt + (i / phones.length) * o.intervalMs;
    const track = new PhoneTrack(`load-${runTag}-${i}`, phone.company.centre, firstAt);
    let busy = false;
    every(firstAt, o, () => {
      // A phone waits for the previous upload's answer; its next batch then holds more fixes.
      if (busy) return void (o.recorder.points.skippedBusy += 1);
      busy = true;
      const points = track.batchUntil(Date.now());
      const body = JSON.stringify({ points });
      const upload = timedRequest(o.client.calls, new URL(DEVICE_LOCATIONS_PATH, server()), {
        method: 'POST',
        token: phone.token,
        body,
        signal: o.hardStop,
      }).then((answer) => {
        busy = false;
        o.recorder.points.sent += points.length;
        o.recorder.record(CALLS.locations, answer, (text) => {
          const result = readBatchAnswer(text);
          if (!result) return 'answer not understood';
          o.recorder.points.accepted += result.accepted;
          o.recorder.points.duplicates += result.duplicates;
          o.recorder.points.rejected += result.rejected.length;
          return result.rejected.length > 0 ? 'points rejected' : undefined;
        });
        // Stored, or refused for good (a rejected point is not sent again): out of the outbox.
        if (answer.status >= 200 && answer.status < 300) track.acknowledge(points.length);
      });
      o.track(upload);
    });
  });

  const users = o.companies.flatMap((c) => c.consoleUsers.map((u) => ({ ...u, company: c })));
  users.forEach((user, i) => {
    const firstAt = o.startAt + (i / users.length) * o.intervalMs;
    const id = encodeURIComponent(user.company.companyId);
    setTimeout(
      () => holdStream(o, server, user.token, `/api/companies/${id}/live`),
      firstAt - Date.now(),
    );
    // What the dashboard and the Tasks page load (apps/web/src/features/*/api), side by side.
    const polls: Array<[string, string]> = [
      [CALLS.stats, '/api/company/stats'],
      [CALLS.latest, `/api/companies/${id}/latest-locations?excludeNoLocation=true`],
      [CALLS.tasks, `/api/companies/${id}/complaints?page=1&limit=10`],
    ];
    every(firstAt, o, () => {
      for (const [call, path] of polls) {
        const get = timedRequest(o.client.calls, new URL(path, server()), {
          method: 'GET',
          token: user.token,
          signal: o.hardStop,
        }).then((answer) => o.recorder.record(call, answer));
        o.track(get);
      }
    });
  });
}

/** Keeps one live stream open until the run's end, reconnecting as the console does. */
function holdStream(o: DriveOptions, server: () => URL, token: string, path: string): void {
  if (o.endStreams.aborted) return;
  let open = false;
  let sawSnapshot = false;
  const t0 = performance.now();
  openEventStream(o.client.streams, new URL(path, server()), token, o.endStreams, {
    onOpen: (status, ms) => {
      o.recorder.record(CALLS.live, { status, ms, body: '' });
      if (status !== 200) return;
      open = true;
      o.recorder.streamOpened();
    },
    onEvent: (event) => {
      o.recorder.streamEvent(event);
      if (event === 'snapshot' && !sawSnapshot) {
        sawSnapshot = true;
        o.recorder.stream.toSnapshotMs.push(performance.now() - t0);
      }
    },
    onClose: (failure) => {
      if (open) o.recorder.streamClosed(failure);
      else if (failure && !failure.startsWith('HTTP')) {
        o.recorder.record(CALLS.live, { status: 0, ms: performance.now() - t0, body: '', failure });
      }
      if (failure) setTimeout(() => holdStream(o, server, token, path), STREAM_RETRY_MS);
    },
  });
}
