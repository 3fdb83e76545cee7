import 'fake-indexeddb/auto';
import { DEVICE_LOCATIONS_PATH } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { punchInAction } from './outbox-actions';
import { enqueueAction, enqueuePoints, listFailed, pendingCounts } from './outbox-store';
import { devicePoint, punch, setupSender } from './test-sender-setup';

const manyPoints = (n: number, prefix = 'p') =>
  Array.from({ length: n }, (_, i) => devicePoint(`${prefix}-${i}`));
const batchSizes = (calls: { body: unknown }[]) =>
  calls.map((c) => (c.body as { points: unknown[] }).points.length);

describe('sender: points', () => {
  it('sends points in batches of at most 500 and removes them once taken', async () => {
    const { db, server, sender } = await setupSender();
    await enqueuePoints(db, manyPoints(1_200));

    await sender.drain();

    expect(server.calls.every((c) => c.path === DEVICE_LOCATIONS_PATH)).toBe(true);
    expect(batchSizes(server.calls)).toEqual([500, 500, 200]);
    expect(server.points.size).toBe(1_200);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
  });

  it('sends the points without the queue bookkeeping', async () => {
    const { db, server, sender } = await setupSender();
    await enqueuePoints(db, [devicePoint('p-1')]);
    await sender.drain();
    expect(server.calls[0]?.body).toEqual({ points: [devicePoint('p-1')] });
  });

  it('sends queued actions before points', async () => {
    const { db, server, sender } = await setupSender();
    await enqueuePoints(db, manyPoints(3));
    await enqueueAction(db, punchInAction(punch('in-1')));
    await sender.drain();
    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/device/attendance/punch-in',
      DEVICE_LOCATIONS_PATH,
    ]);
  });

  it('keeps points until a 2xx, and a re-sent batch is stored once', async () => {
    const { db, server, timers, sender } = await setupSender();
    await enqueuePoints(db, manyPoints(3));
    server.faults.push({ status: 503 }, 'lose-answer');

    await sender.drain();
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 3 });
    expect(server.points.size).toBe(0);

    timers.fireAll();
    await sender.drain();
    // Stored by the server, but its answer was lost: still queued here.
    expect(server.points.size).toBe(3);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 3 });

    timers.fireAll();
    await sender.drain();
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(server.stats.writes).toBe(3);
    expect(server.stats.duplicates).toBe(3);
    expect(server.calls).toHaveLength(3);
  });

  it('moves the points a batch answer rejects to failed and removes the rest', async () => {
    const { db, server, sender } = await setupSender();
    await enqueuePoints(db, [
      devicePoint('good-1'),
      devicePoint('bad', 200),
      devicePoint('good-2'),
    ]);

    await sender.drain();

    expect([...server.points.keys()].sort()).toEqual(['good-1', 'good-2']);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(await listFailed(db)).toEqual([
      expect.objectContaining({
        kind: 'point',
        clientId: 'bad',
        message: 'lat must be between -90 and 90',
      }),
    ]);
    expect(sender.getStatus()).toMatchObject({ pending: 0, failed: 1 });
  });

  it('halves a batch refused as a whole until the bad point is alone', async () => {
    const { db, server, sender } = await setupSender();
    await enqueuePoints(db, [...manyPoints(6), devicePoint('huge')]);
    server.refuseBatchesWhen((batch) => batch.some((p) => p.id === 'huge'));

    await sender.drain();

    expect(server.points.size).toBe(6);
    expect(server.points.has('huge')).toBe(false);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(await listFailed(db)).toEqual([
      expect.objectContaining({
        clientId: 'huge',
        status: 413,
        message: 'Request body is too large',
      }),
    ]);
    // 'huge' sorts first: 7 refused -> 4 refused -> 2 refused -> 1 refused alone, then the
    // good halves 1, 2 and 3 are taken. Refusals in a row never exceed log2(n) + 1.
    expect(batchSizes(server.calls)).toEqual([7, 4, 2, 1, 1, 2, 3]);
  });

  it('stops sending points on a 401 and keeps them', async () => {
    const { db, server, sender } = await setupSender();
    await enqueuePoints(db, manyPoints(700));
    server.faults.push({ status: 401, body: { is_success: false, message: 'Signed out' } });

    await sender.drain();

    expect(server.calls).toHaveLength(1);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 700 });
    expect(sender.getStatus().state).toBe('signed-out');
  });
});
