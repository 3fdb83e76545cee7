import {
  ATTENDANCE_CONFLICTS,
  DEVICE_LOCATIONS_PATH,
  DEVICE_PUNCH_IN_PATH,
  DEVICE_PUNCH_OUT_PATH,
  DEVICE_WORK_LOGS_PATH,
} from '@ronda/shared';
import type { FetchJson, OutboxRequest } from './types';

/** What the next call meets instead of (or on top of) a normal answer. */
export type Fault =
  /** No answer and nothing applied: the phone is offline. */
  | 'offline'
  /** Applied on the server, but the answer never reaches the phone. */
  | 'lose-answer'
  /** No answer ever: the request hangs until the sender gives up on it. */
  | 'hang'
  /** This answer, nothing applied. */
  | { status: number; body?: unknown };

type Answer = { status: number; body: unknown };

const ok = (extra: object): Answer => ({ status: 200, body: { is_success: true, ...extra } });
const error = (status: number, message: string): Answer => ({
  status,
  body: { is_success: false, message },
});

/**
 * A test double of the API with the real server's idempotency: device actions are answered by
 * client id (a repeat gets 200 and the first record), points by id, and a closed task answers
 * 409 "already resolved". It records every call and counts every write.
 */
export function createStubServer() {
  const calls: OutboxRequest[] = [];
  const faults: Fault[] = [];
  const actions = new Map<string, { path: string; body: unknown }>();
  const points = new Map<string, unknown>();
  const tasks = new Map<string, string>();
  let openPunchIn: string | null = null;
  let inFlight = 0;
  const stats = { writes: 0, maxInFlight: 0, duplicates: 0 };
  let refuseBatch: (batch: { id: string }[]) => boolean = () => false;

  function deviceAction(path: string, body: { id: string; timestamp?: string }): Answer {
    const replay = actions.get(body.id);
    if (replay) return ok({ record: replay.body, replayed: true });
    if (!body.timestamp) return error(400, 'Invalid body.timestamp: timestamp is required');
    if (path === DEVICE_PUNCH_IN_PATH) {
      if (openPunchIn) return error(409, ATTENDANCE_CONFLICTS.alreadyPunchedIn);
      openPunchIn = body.id;
    }
    if (path === DEVICE_PUNCH_OUT_PATH) {
      if (!openPunchIn) return error(409, ATTENDANCE_CONFLICTS.notPunchedIn);
      openPunchIn = null;
    }
    actions.set(body.id, { path, body });
    stats.writes += 1;
    return ok({ record: body });
  }

  function locations(batch: { id: string; lat: number }[]): Answer {
    if (refuseBatch(batch)) return error(413, 'Request body is too large');
    let accepted = 0;
    const rejected: { index: number; message: string }[] = [];
    batch.forEach((point, index) => {
      if (point.lat < -90 || point.lat > 90) {
        rejected.push({ index, message: 'lat must be between -90 and 90' });
      } else if (points.has(point.id)) {
        stats.duplicates += 1;
      } else {
        points.set(point.id, point);
        stats.writes += 1;
        accepted += 1;
      }
    });
    const duplicates = batch.length - accepted - rejected.length;
    return ok({ accepted, duplicates, rejected });
  }

  function task(id: string, body: { status?: string }): Answer {
    const current = tasks.get(id);
    if (current === undefined) return error(404, 'Task not found');
    if (current === 'resolved' || current === 'rejected') {
      return error(409, `This task is already ${current}; it can no longer be changed.`);
    }
    if (body.status && body.status !== current) {
      tasks.set(id, body.status);
      stats.writes += 1;
    }
    return ok({ complaint: { id, status: tasks.get(id) } });
  }

  function handle({ method, path, body }: OutboxRequest): Answer {
    if (path === DEVICE_LOCATIONS_PATH) {
      return locations((body as { points: { id: string; lat: number }[] }).points);
    }
    const taskId = /^\/api\/complaints\/([^/]+)$/.exec(path)?.[1];
    if (method === 'PUT' && taskId) return task(taskId, body as { status?: string });
    if (path.startsWith('/api/device/') || path === DEVICE_WORK_LOGS_PATH) {
      return deviceAction(path, body as { id: string });
    }
    return error(404, 'Route not found');
  }

  const fetchJson: FetchJson = async (request) => {
    // A copy, as a real request is serialised: later changes to the body cannot leak in.
    calls.push(structuredClone(request));
    inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
    try {
      // Answer on a later turn, like the network: a second drain would overlap here if it could.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const fault = faults.shift();
      if (fault === 'hang') return await new Promise<never>(() => {});
      if (fault === 'offline') throw new TypeError('Failed to fetch');
      if (typeof fault === 'object') return { status: fault.status, body: fault.body };
      const answer = handle(request);
      if (fault === 'lose-answer') throw new TypeError('Failed to fetch');
      return answer;
    } finally {
      inFlight -= 1;
    }
  };

  return {
    fetchJson,
    calls,
    faults,
    stats,
    actions,
    points,
    tasks,
    refuseBatchesWhen(rule: typeof refuseBatch) {
      refuseBatch = rule;
    },
  };
}
