import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { punchInAction, workLogAction } from './outbox-actions';
import { enqueueAction, oldestAction, pendingCounts } from './outbox-store';
import { REQUEST_TIMEOUT_MS } from './sender';
import { punch, setupSender } from './test-sender-setup';

const workLog = (id: string, description = 'Cleaned the tank') => ({
  id,
  timestamp: '2026-03-02T11:00:00+05:30',
  description,
});
const signedOut = { is_success: false, message: 'Your session has ended. Please sign in again.' };

describe('sender: control', () => {
  it('stops on a 401, keeps everything queued and waits for start() after sign-in', async () => {
    const { db, server, timers, events, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    await enqueueAction(db, workLogAction(workLog('wl-1')));
    server.faults.push({ status: 401, body: signedOut });

    sender.start();
    await sender.drain();

    expect(server.calls).toHaveLength(1);
    expect(await pendingCounts(db)).toEqual({ actions: 2, points: 0 });
    expect(await oldestAction(db)).toMatchObject({ clientId: 'in-1', attempts: 0 });
    expect(timers.delays()).toEqual([]);
    expect(sender.getStatus().state).toBe('signed-out');

    // Back online but still signed out: no sending.
    events.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.calls).toHaveLength(1);

    sender.start();
    await sender.drain();
    expect(server.calls.map((c) => (c.body as { id: string }).id)).toEqual([
      'in-1',
      'in-1',
      'wl-1',
    ]);
    expect(sender.getStatus().state).toBe('synced');
    sender.stop();
  });

  it('runs one drain at a time when drain() is called while one runs', async () => {
    const { db, server, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    await enqueueAction(db, workLogAction(workLog('wl-1')));

    const first = sender.drain();
    const second = sender.drain();
    await enqueueAction(db, workLogAction(workLog('wl-2')));
    const third = sender.drain();
    await Promise.all([first, second, third]);

    expect(server.calls.map((c) => (c.body as { id: string }).id)).toEqual([
      'in-1',
      'wl-1',
      'wl-2',
    ]);
    expect(server.stats.maxInFlight).toBe(1);
    expect(server.stats.writes).toBe(3);
  });

  it('drains at once when the network returns, without waiting out the backoff', async () => {
    const { db, server, timers, events, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    server.faults.push('offline');
    sender.start();
    await sender.drain();
    expect(timers.delays()).toEqual([500]);

    events.dispatchEvent(new Event('online'));
    await sender.drain();

    expect(timers.delays()).toEqual([]);
    expect(server.calls).toHaveLength(2);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    sender.stop();
  });

  it('gives up on a request that hangs and retries it later', async () => {
    const { db, server, timers, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    server.faults.push('hang');

    const draining = sender.drain();
    await expect.poll(() => timers.delays()).toEqual([REQUEST_TIMEOUT_MS]);
    timers.fireAll();
    await draining;

    expect(await oldestAction(db)).toMatchObject({ lastError: 'No answer: Request timed out' });
    expect(timers.delays()).toEqual([500]);
    timers.fireAll();
    await sender.drain();
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
  });

  it('sends nothing by itself after stop()', async () => {
    const { db, server, timers, events, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    server.faults.push('offline');
    sender.start();
    await sender.drain();
    sender.stop();

    expect(timers.delays()).toEqual([]);
    events.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.calls).toHaveLength(1);
  });

  it('runs every drain inside the cross-tab lock', async () => {
    const sentInside: number[] = [];
    let calls = () => 0;
    const exclusive = vi.fn(async (work: () => Promise<void>) => {
      const before = calls();
      await work();
      sentInside.push(calls() - before);
    });
    const { db, server, sender } = await setupSender({ exclusive });
    calls = () => server.calls.length;
    await enqueueAction(db, punchInAction(punch('in-1')));
    await enqueueAction(db, workLogAction(workLog('wl-1')));

    await sender.drain();

    expect(exclusive).toHaveBeenCalledTimes(1);
    expect(sentInside).toEqual([2]);
    expect(server.calls).toHaveLength(2);
  });
});
