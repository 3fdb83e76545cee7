import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { punchInAction, workLogAction } from './outbox-actions';
import { enqueueAction, enqueuePoints } from './outbox-store';
import { syncStatusText } from './sync-status';
import { devicePoint, punch, setupSender } from './test-sender-setup';

describe('sender: status', () => {
  it('counts what waits, then shows "All sent" with the time of the sync', async () => {
    const { db, server, clock, sender } = await setupSender();
    const listener = vi.fn();
    sender.subscribe(listener);
    await enqueueAction(db, punchInAction(punch('in-1')));
    await enqueuePoints(db, [devicePoint('p-1'), devicePoint('p-2')]);

    await sender.refresh();
    expect(sender.getStatus()).toEqual({
      pending: 3,
      failed: 0,
      lastSyncAt: null,
      state: 'waiting',
    });
    expect(syncStatusText(sender.getStatus(), clock.now, { timeZone: 'UTC' }).sentence).toBe(
      '3 waiting · sending',
    );

    await sender.drain();
    expect(server.calls).toHaveLength(2);
    expect(sender.getStatus()).toEqual({
      pending: 0,
      failed: 0,
      lastSyncAt: '2026-03-02T04:00:00.000Z',
      state: 'synced',
    });
    expect(syncStatusText(sender.getStatus(), clock.now, { timeZone: 'UTC' }).sentence).toBe(
      'All sent · last 4:00 am',
    );
    expect(listener).toHaveBeenCalled();
  });

  it('shows offline while the network is down and nothing was sent', async () => {
    const { db, server, sender } = await setupSender();
    await enqueueAction(
      db,
      workLogAction({ id: 'wl-1', timestamp: '2026-03-02T11:00:00+05:30', description: 'x' }),
    );
    server.faults.push('offline');

    await sender.drain();

    expect(sender.getStatus()).toMatchObject({ pending: 1, state: 'offline', lastSyncAt: null });
  });

  it('hears the browser going offline', async () => {
    const { db, events, sender } = await setupSender();
    await enqueuePoints(db, [devicePoint('p-1')]);
    sender.start();
    sender.stop();
    await sender.refresh();
    expect(sender.getStatus().state).toBe('waiting');
    sender.start();
    events.dispatchEvent(new Event('offline'));
    await expect.poll(() => sender.getStatus().state).toBe('offline');
    sender.stop();
  });

  it('keeps the queue and the last sync time across a closed tab', async () => {
    const first = await setupSender();
    await enqueuePoints(first.db, [devicePoint('p-1')]);
    await first.sender.drain();
    await enqueueAction(first.db, punchInAction(punch('in-1')));
    first.server.faults.push('offline');
    await first.sender.drain();
    // The tab closes with the punch-in unsent.
    first.sender.stop();
    first.db.close();

    const second = await setupSender({ name: first.name });
    await second.sender.refresh();
    expect(second.sender.getStatus()).toMatchObject({
      pending: 1,
      lastSyncAt: '2026-03-02T04:00:00.000Z',
    });
    await second.sender.drain();
    expect(second.server.calls.map((c) => (c.body as { id: string }).id)).toEqual(['in-1']);
    expect(second.sender.getStatus()).toMatchObject({ pending: 0, state: 'synced' });
  });
});
