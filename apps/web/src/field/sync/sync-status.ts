export type SyncState = 'synced' | 'waiting' | 'offline' | 'signed-out';

/** What the field app's screen shows about the outbox. */
export interface SyncStatus {
  /** Actions and points still to send. */
  pending: number;
  /** Items the server refused for good, kept for the person to see. */
  failed: number;
  /** ISO time of the last send the server took, or null when nothing was ever sent. */
  lastSyncAt: string | null;
  state: SyncState;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  pending: 0,
  failed: 0,
  lastSyncAt: null,
  state: 'synced',
};

/**
 * Signed out comes first: the queue cannot move until then, whatever the network does. Nothing
 * pending is "synced" even offline, since there is nothing to wait for.
 */
export function syncStateOf(facts: {
  pending: number;
  offline: boolean;
  signedOut: boolean;
}): SyncState {
  if (facts.signedOut) return 'signed-out';
  if (facts.pending === 0) return 'synced';
  return facts.offline ? 'offline' : 'waiting';
}

export interface SyncStatusText {
  /**
   * One sentence, never two that could contradict (issue 27): 'All sent · last 2:16 pm',
   * '3 waiting · offline', '3 waiting · sending', '3 waiting · sign in to send'.
   */
  sentence: string;
  /** How many items the server refused, when any. */
  failed: string | null;
}

const dayKey = (at: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(at);

/** The app's one way of writing a time ('2:16 pm', as Today's clock), with the day when not today. */
function lastSyncText(lastSyncAt: string | null, now: Date, timeZone?: string): string | null {
  const at = lastSyncAt === null ? null : new Date(lastSyncAt);
  if (at === null || Number.isNaN(at.getTime())) return null;
  const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone }).format(at);
  if (dayKey(at, timeZone) === dayKey(now, timeZone)) return `last ${time}`;
  // A phone left in a drawer: "last 2:05 pm" would wrongly read as today.
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone });
  return `last ${day.format(at)}, ${time}`;
}

/** The words for a status; `timeZone` defaults to the phone's own (tests pin it). */
export function syncStatusText(
  status: SyncStatus,
  now: Date,
  options: { timeZone?: string; online?: boolean } = {},
): SyncStatusText {
  const { timeZone, online = true } = options;
  let sentence: string;
  if (status.pending === 0) {
    const last = lastSyncText(status.lastSyncAt, now, timeZone);
    sentence = !online ? 'All sent · offline' : last ? `All sent · ${last}` : 'All sent';
  } else {
    const why =
      status.state === 'signed-out'
        ? 'sign in to send'
        : status.state === 'offline' || !online
          ? 'offline'
          : 'sending';
    sentence = `${status.pending} waiting · ${why}`;
  }
  return {
    sentence,
    failed: status.failed > 0 ? `${status.failed} not accepted by the server` : null,
  };
}

export type SyncStatusListener = () => void;

/** A store shaped for React's useSyncExternalStore(subscribe, getSnapshot). */
export interface SyncStatusStore {
  /** The same object until something changes, as useSyncExternalStore requires. */
  getSnapshot(): SyncStatus;
  subscribe(listener: SyncStatusListener): () => void;
  set(next: SyncStatus): void;
}

const sameStatus = (a: SyncStatus, b: SyncStatus) =>
  a.pending === b.pending &&
  a.failed === b.failed &&
  a.lastSyncAt === b.lastSyncAt &&
  a.state === b.state;

export function createSyncStatusStore(initial: SyncStatus = INITIAL_SYNC_STATUS): SyncStatusStore {
  let current = initial;
  const listeners = new Set<SyncStatusListener>();
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      // Unchanged: no new object, no render.
      if (sameStatus(current, next)) return;
      current = { ...next };
      for (const listener of [...listeners]) listener();
    },
  };
}
