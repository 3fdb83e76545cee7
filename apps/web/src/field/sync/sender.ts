import { backoffDelay } from './backoff';
import { failedCount, getMeta, pendingCounts } from './outbox-store';
import { sendOldestAction, sendPointBatch, type StepContext, type StepResult } from './send-steps';
import {
  POINT_BATCH_SIZE,
  REQUEST_TIMEOUT_MS,
  webLock,
  type Sender,
  type SenderOptions,
} from './sender-options';
import { createSyncStatusStore, syncStateOf } from './sync-status';
import { createTimedSend } from './timed-send';
import type { HttpOutcome, OutboxRequest } from './types';

export { POINT_BATCH_SIZE, REQUEST_TIMEOUT_MS, type Sender, type SenderOptions };

/**
 * The outbox's sender: drains actions in queue order, then points in batches, with backoff on
 * a missing answer, a pause on 401, and the status the screen shows.
 */
export function createSender(options: SenderOptions): Sender {
  const { db, fetchJson } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const setTimer = options.setTimeout ?? ((cb, ms) => globalThis.setTimeout(cb, ms));
  const clearTimer =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const events = options.events ?? (typeof window === 'undefined' ? undefined : window);
  const batchSize = options.pointBatchSize ?? POINT_BATCH_SIZE;
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const onError = options.onError ?? ((error: unknown) => console.error('outbox drain', error));
  const exclusive = options.exclusive ?? webLock() ?? ((work) => work());

  const store = createSyncStatusStore();
  let offline = options.isOnline ? !options.isOnline() : false;
  let signedOut = false;
  let stopped = false;
  /** Bumped by stop(), so a drain started before it ends after its current item. */
  let stopCount = 0;
  let failures = 0;
  let retryTimer: unknown = null;
  let running: Promise<void> | null = null;
  let requested = false;

  async function refresh() {
    const [counts, failed, lastSyncAt] = await Promise.all([
      pendingCounts(db),
      failedCount(db),
      getMeta(db, 'lastSyncAt'),
    ]);
    const pending = counts.actions + counts.points;
    const state = syncStateOf({ pending, offline, signedOut });
    store.set({ pending, failed, lastSyncAt: lastSyncAt ?? null, state });
  }

  const timedSend = createTimedSend({ fetchJson, timeoutMs, setTimer, clearTimer });
  /** Any answer, even a 5xx, shows the network works; only a missing one means offline. */
  async function send(request: OutboxRequest): Promise<HttpOutcome> {
    const outcome = await timedSend(request);
    offline = outcome.kind === 'network-error';
    return outcome;
  }

  function cancelRetry() {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
  }

  function scheduleRetry() {
    cancelRetry();
    if (stopped) return;
    const delay = backoffDelay(failures, random);
    failures += 1;
    retryTimer = setTimer(() => {
      retryTimer = null;
      autoDrain();
    }, delay);
  }

  /** Settles item after item until the queue is empty, a step stops it, or stop() is called. */
  async function drainOnce(ctx: StepContext, generation: number): Promise<StepResult | null> {
    while (generation === stopCount) {
      let step = await sendOldestAction(ctx);
      if (step.kind === 'empty') step = await sendPointBatch(ctx, batchSize);
      await refresh();
      if (step.kind !== 'settled') return step;
      // The server answered: the next failure starts the backoff from the beginning.
      failures = 0;
    }
    return null;
  }

  async function run() {
    const ctx: StepContext = {
      db,
      send,
      now,
      ...(options.uploadPhoto ? { uploadPhoto: options.uploadPhoto } : {}),
    };
    const generation = stopCount;
    // This drain does now what a scheduled retry would have done later.
    cancelRetry();
    await refresh();
    while (requested) {
      requested = false;
      const step = await drainOnce(ctx, generation);
      if (step?.kind === 'retry') scheduleRetry();
      if (step?.kind === 'unauthorized') signedOut = true;
      if (step?.kind !== 'empty') break;
    }
    requested = false;
    await refresh();
  }

  function drain(): Promise<void> {
    // A drain asked for while one runs makes it look once more rather than start a second.
    requested = true;
    if (!running) {
      running = exclusive(run)
        .catch((error: unknown) => {
          scheduleRetry();
          throw error;
        })
        .finally(() => {
          running = null;
        });
    }
    return running;
  }

  function autoDrain() {
    if (stopped || signedOut) return;
    drain().catch(onError);
  }

  const onOnline = () => {
    // The network is back: no reason to sit out the rest of a long backoff.
    offline = false;
    failures = 0;
    cancelRetry();
    autoDrain();
  };
  const onOffline = () => {
    offline = true;
    refresh().catch(onError);
  };

  return {
    drain,
    start() {
      stopped = false;
      signedOut = false;
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
      events?.addEventListener('online', onOnline);
      events?.addEventListener('offline', onOffline);
      autoDrain();
    },
    stop() {
      stopped = true;
      stopCount += 1;
      cancelRetry();
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
    },
    subscribe: store.subscribe,
    getStatus: store.getSnapshot,
    refresh,
  };
}
