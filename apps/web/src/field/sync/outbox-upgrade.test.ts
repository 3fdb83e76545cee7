import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { oldestAction, openOutbox } from './outbox-store';
import { photosOf } from './photo-store';

describe('the outbox database across versions of the app (issue 27)', () => {
  it('a phone with version 1 keeps its queued actions and gains the photos store', async () => {
    const v1 = await openDB('upgrade-test', 1, {
      upgrade(db) {
        const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
        actions.createIndex('by-client-id', 'clientId', { unique: true });
        db.createObjectStore('points', { keyPath: 'id' }).createIndex('by-queued-at', 'queuedAt');
        db.createObjectStore('failed', { keyPath: 'id', autoIncrement: true });
        db.createObjectStore('meta');
      },
    });
    await v1.add('actions', {
      kind: 'punch-in',
      method: 'POST',
      path: '/api/device/attendance/punch-in',
      body: { id: 'in-1' },
      clientId: 'in-1',
      createdAt: '2026-03-02T04:00:00.000Z',
      attempts: 0,
    });
    v1.close();

    const db = await openOutbox('upgrade-test');
    expect((await oldestAction(db))?.clientId).toBe('in-1');
    expect(await photosOf(db, 'in-1')).toEqual([]);
    db.close();
  });

  it('lets a newer version open in another tab upgrade it instead of waiting behind this one', async () => {
    const db = await openOutbox('blocking-test');
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('blocking-test', 99);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    expect(newer.version).toBe(99);
    newer.close();
    db.close();
  });
});
