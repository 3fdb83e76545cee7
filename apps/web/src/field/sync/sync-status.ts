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
  /** Exactly 'All synced' or `${n} waiting to send`. */
  summary: string;
  /** 'Last sync hh:mm' (with the day when not today) or 'Not synced yet'. */
  lastSync: string;
  /** Why nothing is moving, when something is waiting. */
  notice: string | null;
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

function lastSyncText(lastSyncAt: string | null, now: Date, timeZone?: string): string {
  const at = lastSyncAt === null ? null : new Date(lastSyncAt);
  if (at === null || Number.isNaN(at.getTime())) return 'Not synced yet';
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  if (dayKey(at, timeZone) === dayKey(now, timeZone)) return `Last sync ${time}`;
  // A phone left in a drawer: "Last sync 14:05" would wrongly read as today.
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone });
  return `Last sync ${day.format(at)} ${time}`;
}

/** The words for a status; `timeZone` defaults to the phone's own (tests pin it). */
export function syncStatusText(status: SyncStatus, now: Date, timeZone?: string): SyncStatusText {
  const waiting = status.pending > 0;
  let notice: string | null = null;
  if (status.state === 'signed-out') notice = 'Sign in again to send';
  else if (status.state === 'offline' && waiting) notice = 'Offline: will send when back online';
  return {
    summary: waiting ? `${status.pending} waiting to send` : 'All synced',
    lastSync: lastSyncText(status.lastSyncAt, now, timeZone),
    notice,
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
