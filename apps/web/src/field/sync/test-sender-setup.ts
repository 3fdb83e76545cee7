import 'fake-indexeddb/auto';
import { openOutbox } from './outbox-store';
import { createSender, REQUEST_TIMEOUT_MS, type SenderOptions } from './sender';
import { createStubServer } from './test-stub-server';

interface Timer {
  callback: () => void;
  ms: number;
}

/** Timers the test fires by hand: a backoff of 60 s takes no time at all. */
export function createFakeTimers() {
  let nextId = 1;
  const active = new Map<number, Timer>();
  return {
    setTimeout: (callback: () => void, ms: number) => {
      active.set(nextId, { callback, ms });
      return nextId++;
    },
    clearTimeout: (handle: unknown) => {
      active.delete(handle as number);
    },
    /** Delays of the timers still waiting (request timeouts and backoffs). */
    delays: () => [...active.values()].map((t) => t.ms),
    /** Fires, once, every timer still waiting. */
    fireAll() {
      const due = [...active.values()];
      active.clear();
      for (const timer of due) timer.callback();
    },
  };
}

let dbCount = 0;

/** A sender on a fresh database, talking to a stub server, with hand-fired timers. */
export async function setupSender(
  options: { name?: string } & Pick<
    SenderOptions,
    'pointBatchSize' | 'exclusive' | 'uploadPhoto'
  > = {},
) {
  const { name = `sender-test-${++dbCount}`, ...senderOptions } = options;
  const db = await openOutbox(name);
  const server = createStubServer();
  const timers = createFakeTimers();
  const events = new EventTarget();
  const clock = { now: new Date('2026-03-02T04:00:00Z') };
  const errors: unknown[] = [];
  const sender = createSender({
    db,
    fetchJson: server.fetchJson,
    now: () => clock.now,
    // Half of each backoff window: 500 ms, 1 s, 2 s, ...
    random: () => 0.5,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    events,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    onError: (error) => errors.push(error),
    ...senderOptions,
  });
  return { name, db, server, timers, events, clock, errors, sender };
}

export const location = { lat: 15.49, lng: 73.82, address: 'Panaji' };

export const punch = (id: string, timestamp = '2026-03-02T09:00:00+05:30') => ({
  id,
  timestamp,
  location,
});

export const devicePoint = (id: string, lat = 15.49) => ({
  id,
  timestamp: '2026-03-02T09:00:00+05:30',
  lat,
  lng: 73.82,
});
