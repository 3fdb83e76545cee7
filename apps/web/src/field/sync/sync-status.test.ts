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

describe('syncStatusText', () => {
  it('says "All synced" when nothing waits', () => {
    expect(syncStatusText(status({ pending: 0 }), now, goa).summary).toBe('All synced');
  });

  it('says how many wait to send', () => {
    expect(syncStatusText(status({ pending: 1, state: 'waiting' }), now, goa).summary).toBe(
      '1 waiting to send',
    );
    expect(syncStatusText(status({ pending: 37, state: 'waiting' }), now, goa).summary).toBe(
      '37 waiting to send',
    );
  });

  it('gives the time of the last sync as hh:mm, with the day when not today', () => {
    const today = status({ lastSyncAt: '2026-03-02T08:35:00.000Z' });
    expect(syncStatusText(today, now, goa).lastSync).toBe('Last sync 14:05');
    const early = status({ lastSyncAt: '2026-03-01T18:31:00.000Z' });
    expect(syncStatusText(early, now, goa).lastSync).toBe('Last sync 00:01');
    const yesterday = status({ lastSyncAt: '2026-03-01T18:29:00.000Z' });
    expect(syncStatusText(yesterday, now, goa).lastSync).toBe('Last sync 1 Mar 23:59');
  });

  it('says "Not synced yet" before the first sync', () => {
    expect(syncStatusText(status({ lastSyncAt: null }), now, goa).lastSync).toBe('Not synced yet');
  });

  it('explains why nothing moves, and counts refusals', () => {
    const offline = syncStatusText(status({ pending: 2, state: 'offline' }), now, goa);
    expect(offline.notice).toBe('Offline: will send when back online');
    const out = syncStatusText(status({ pending: 2, state: 'signed-out' }), now, goa);
    expect(out.notice).toBe('Sign in again to send');
    const fine = syncStatusText(status({ pending: 0, failed: 2 }), now, goa);
    expect(fine).toMatchObject({ notice: null, failed: '2 not accepted by the server' });
    expect(syncStatusText(status({}), now, goa).failed).toBeNull();
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
