import { describe, expect, it, vi } from 'vitest';
import {
  createSyncStatusStore,
  INITIAL_SYNC_STATUS,
  syncStateOf,
  syncStatusText,
  type SyncStatus,
} from './sync-status';

const status = (over: Partial<SyncStatus>): SyncStatus => ({ ...INITIAL_SYNC_STATUS, ...over });
// 14:05 in Goa is 08:35 UTC.
const now = new Date('2026-03-02T10:00:00Z');
const goa = 'Asia/Kolkata';

describe('syncStatusText: one sentence (issue 27)', () => {
  const text = (over: Partial<SyncStatus>, online = true) =>
    syncStatusText(status(over), now, { timeZone: goa, online }).sentence;

  it('says "All sent" and when, in the app\'s one time format, with the day when not today', () => {
    expect(text({ pending: 0 })).toBe('All sent');
    expect(text({ lastSyncAt: '2026-03-02T08:35:00.000Z' })).toBe('All sent · last 2:05 pm');
    expect(text({ lastSyncAt: '2026-03-01T18:31:00.000Z' })).toBe('All sent · last 12:01 am');
    expect(text({ lastSyncAt: '2026-03-01T18:29:00.000Z' })).toBe(
      'All sent · last 1 Mar, 11:59 pm',
    );
    expect(text({ lastSyncAt: '2026-03-02T08:35:00.000Z' }, false)).toBe('All sent · offline');
  });

  it('says how many wait and why, never "synced" beside "waiting"', () => {
    expect(text({ pending: 1, state: 'waiting' })).toBe('1 waiting · sending');
    expect(text({ pending: 37, state: 'offline' })).toBe('37 waiting · offline');
    expect(text({ pending: 3, state: 'waiting' }, false)).toBe('3 waiting · offline');
    expect(text({ pending: 2, state: 'signed-out' })).toBe('2 waiting · sign in to send');
  });

  it('counts refusals apart', () => {
    const fine = syncStatusText(status({ pending: 0, failed: 2 }), now, { timeZone: goa });
    expect(fine.failed).toBe('2 not accepted by the server');
    expect(syncStatusText(status({}), now, { timeZone: goa }).failed).toBeNull();
  });
});

describe('syncStateOf', () => {
  it('puts signed-out first, then synced, then offline or waiting', () => {
    expect(syncStateOf({ pending: 0, offline: true, signedOut: true })).toBe('signed-out');
    expect(syncStateOf({ pending: 0, offline: true, signedOut: false })).toBe('synced');
    expect(syncStateOf({ pending: 3, offline: true, signedOut: false })).toBe('offline');
    expect(syncStateOf({ pending: 3, offline: false, signedOut: false })).toBe('waiting');
  });
});

describe('sync status store', () => {
  it('keeps the same snapshot until something changes, and tells subscribers', () => {
    const store = createSyncStatusStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();

    store.set({ ...before });
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    store.set(status({ pending: 2, state: 'waiting' }));
    expect(store.getSnapshot()).toEqual(status({ pending: 2, state: 'waiting' }));
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    store.set(status({ pending: 0 }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
