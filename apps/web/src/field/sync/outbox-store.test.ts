import 'fake-indexeddb/auto';
import { ATTENDANCE_CONFLICTS, DEVICE_LOCATIONS_PATH, type DevicePointInput } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { punchInAction, punchOutAction } from './outbox-actions';
import {
  enqueueAction,
  enqueuePoints,
  failedCount,
  getMeta,
  listFailed,
  markFailed,
  noteAttempt,
  oldestAction,
  openOutbox,
  pendingCounts,
  removeAction,
  removePoints,
  setMeta,
  takePointBatch,
} from './outbox-store';

let dbCount = 0;
const freshName = () => `outbox-store-test-${++dbCount}`;
const location = { lat: 15.49, lng: 73.82 };
const punch = (id: string) => ({ id, timestamp: '2026-03-02T09:00:00+05:30', location });
const point = (id: string, lat = 15.49): DevicePointInput => ({
  id,
  timestamp: '2026-03-02T09:00:00+05:30',
  lat,
  lng: 73.82,
});
const at = (iso: string) => new Date(iso);

describe('outbox store', () => {
  it('keeps queued actions, points and meta across closing and re-opening (a reload)', async () => {
    const name = freshName();
    const first = await openOutbox(name);
    await enqueueAction(first, punchInAction(punch('in-1')), at('2026-03-02T03:30:00Z'));
    await enqueuePoints(first, [point('p1'), point('p2')], at('2026-03-02T03:31:00Z'));
    await setMeta(first, 'lastSyncAt', '2026-03-02T03:00:00.000Z');
    first.close();

    const reopened = await openOutbox(name);
    expect(await pendingCounts(reopened)).toEqual({ actions: 1, points: 2 });
    expect(await oldestAction(reopened)).toEqual({
      ...punchInAction(punch('in-1')),
      seq: 1,
      createdAt: '2026-03-02T03:30:00.000Z',
      attempts: 0,
    });
    expect(await getMeta(reopened, 'lastSyncAt')).toBe('2026-03-02T03:00:00.000Z');
    reopened.close();
  });

  it('hands actions back in the order they were queued', async () => {
    const db = await openOutbox(freshName());
    const seqIn = await enqueueAction(db, punchInAction(punch('in-1')));
    const seqOut = await enqueueAction(db, punchOutAction(punch('out-1')));
    expect(seqOut).toBeGreaterThan(seqIn);
    expect((await oldestAction(db))?.clientId).toBe('in-1');
    await removeAction(db, seqIn);
    expect((await oldestAction(db))?.clientId).toBe('out-1');
    await removeAction(db, seqOut);
    expect(await oldestAction(db)).toBeUndefined();
  });

  it('queues a client id once, however often it is enqueued', async () => {
    const db = await openOutbox(freshName());
    const first = await enqueueAction(db, punchInAction(punch('in-1')));
    const again = await enqueueAction(db, punchInAction(punch('in-1')));
    expect(again).toBe(first);
    expect(await pendingCounts(db)).toEqual({ actions: 1, points: 0 });
  });

  it('counts attempts and keeps the last error of an action', async () => {
    const db = await openOutbox(freshName());
    const seq = await enqueueAction(db, punchInAction(punch('in-1')));
    await noteAttempt(db, seq, 'No answer: Failed to fetch');
    await noteAttempt(db, seq, 'The server answered 503');
    expect(await oldestAction(db)).toMatchObject({
      attempts: 2,
      lastError: 'The server answered 503',
    });
  });

  it('moves a refused action to failed with the server message, in one step', async () => {
    const db = await openOutbox(freshName());
    await enqueueAction(db, punchInAction(punch('in-1')));
    const action = await oldestAction(db);
    if (!action) throw new Error('queued action missing');
    const refusal = { status: 400, message: 'timestamp is required' };
    await markFailed(db, action, refusal, at('2026-03-02T04:00:00Z'));
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(await failedCount(db)).toBe(1);
    expect(await listFailed(db)).toEqual([
      expect.objectContaining({
        kind: 'punch-in',
        clientId: 'in-1',
        body: punch('in-1'),
        status: 400,
        message: 'timestamp is required',
        failedAt: '2026-03-02T04:00:00.000Z',
      }),
    ]);
  });

  it('does not record a failure for an action another tab already settled', async () => {
    const db = await openOutbox(freshName());
    await enqueueAction(db, punchInAction(punch('in-1')));
    const action = await oldestAction(db);
    if (!action) throw new Error('queued action missing');
    await removeAction(db, action.seq);
    await markFailed(db, action, { status: 409, message: ATTENDANCE_CONFLICTS.alreadyPunchedIn });
    expect(await failedCount(db)).toBe(0);
  });

  it('takes points oldest first, at most `max`, and removes only the ones named', async () => {
    const db = await openOutbox(freshName());
    await enqueuePoints(db, [point('z-late')], at('2026-03-02T05:00:00Z'));
    await enqueuePoints(db, [point('b'), point('a')], at('2026-03-02T04:00:00Z'));
    const batch = await takePointBatch(db, 2);
    expect(batch.map((p) => p.id).sort()).toEqual(['a', 'b']);
    expect(batch[0]?.queuedAt).toBe('2026-03-02T04:00:00.000Z');

    await removePoints(db, ['a', 'b']);
    expect((await takePointBatch(db, 10)).map((p) => p.id)).toEqual(['z-late']);
  });

  it('stores all of a batch of points or none of it', async () => {
    const db = await openOutbox(freshName());
    const broken = { timestamp: '2026-03-02T09:00:00+05:30' } as DevicePointInput;
    await expect(enqueuePoints(db, [point('p1'), broken])).rejects.toThrow();
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
  });

  it('replaces a point queued twice instead of sending it twice', async () => {
    const db = await openOutbox(freshName());
    await enqueuePoints(db, [point('p1'), point('p1')]);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 1 });
  });

  it('moves refused points to failed while removing the rest, in one step', async () => {
    const db = await openOutbox(freshName());
    await enqueuePoints(db, [point('good'), point('bad', 200)]);
    const [bad] = (await takePointBatch(db, 10)).filter((p) => p.id === 'bad');
    if (!bad) throw new Error('queued point missing');
    const message = 'lat must be between -90 and 90';
    await removePoints(db, ['good', 'bad'], [{ point: bad, status: 200, message }]);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(await listFailed(db)).toEqual([
      expect.objectContaining({
        kind: 'point',
        clientId: 'bad',
        path: DEVICE_LOCATIONS_PATH,
        body: point('bad', 200),
        message,
      }),
    ]);
  });
});
