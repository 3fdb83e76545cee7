import type { OutboxDb } from './outbox-store';
import type { SyncStatus, SyncStatusListener } from './sync-status';
import type { FetchJson, PhotoUploadOutcome, StoredPhoto } from './types';

/** Below the API's MAX_POINTS_PER_BATCH (1,000), so a batch stays small on a weak signal. */
export const POINT_BATCH_SIZE = 500;
/** A request hanging longer than this is abandoned and retried; safe, as every send is. */
export const REQUEST_TIMEOUT_MS = 30_000;

type OnlineEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface SenderOptions {
  db: OutboxDb;
  fetchJson: FetchJson;
  /** Uploads a photo queued with an action, before that action is sent (issue 27). */
  uploadPhoto?: (photo: StoredPhoto) => Promise<PhotoUploadOutcome>;
  now?: () => Date;
  random?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Where 'online' and 'offline' are heard; the window in the app. */
  events?: OnlineEvents;
  /** The browser's guess (navigator.onLine), for the status before the first send. */
  isOnline?: () => boolean;
  pointBatchSize?: number;
  requestTimeoutMs?: number;
  /** Where errors of automatic drains go (an IndexedDB failure); they are retried after backoff. */
  onError?: (error: unknown) => void;
  /**
   * Runs a drain while no other tab drains; defaults to the Web Locks API where there is one.
   * Without it two tabs are still safe (every send is idempotent), only wasteful.
   */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
}

const OUTBOX_LOCK = 'ronda-field-outbox';

export function webLock(): SenderOptions['exclusive'] {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  return async (work) => {
    await locks.request(OUTBOX_LOCK, work);
  };
}

export interface Sender {
  /** Sends everything queued, in order; resolves when the queue is empty or the drain stopped. */
  drain(): Promise<void>;
  /** Listens for 'online', ends a signed-out pause (call it after signing in) and drains. */
  start(): void;
  /** Ends a running drain after its current item and all automatic drains (until start()). */
  stop(): void;
  subscribe(listener: SyncStatusListener): () => void;
  getStatus(): SyncStatus;
  /** Re-reads the counts (after enqueueing, say) without sending. */
  refresh(): Promise<void>;
}
