import 'fake-indexeddb/auto';
import { DEVICE_PUNCH_IN_PATH, DEVICE_PUNCH_OUT_PATH, DEVICE_WORK_LOGS_PATH } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import {
  breakEndAction,
  breakStartAction,
  punchInAction,
  punchOutAction,
  taskUpdateAction,
  workLogAction,
} from './outbox-actions';
import { enqueueAction, listFailed, oldestAction, pendingCounts } from './outbox-store';
import { punch, setupSender } from './test-sender-setup';

const workLog = (id: string, description = 'Cleaned the tank') => ({
  id,
  timestamp: '2026-03-02T11:00:00+05:30',
  description,
});

describe('sender: actions', () => {
  it('sends actions strictly in queue order, one at a time', async () => {
    const { db, server, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    await enqueueAction(db, breakStartAction({ ...punch('bs-1'), reason: 'Lunch' }));
    await enqueueAction(db, breakEndAction(punch('be-1')));
    await enqueueAction(db, workLogAction(workLog('wl-1')));
    await enqueueAction(db, punchOutAction(punch('out-1')));

    await sender.drain();

    expect(server.calls.map((c) => (c.body as { id: string }).id)).toEqual([
      'in-1',
      'bs-1',
      'be-1',
      'wl-1',
      'out-1',
    ]);
    expect(server.stats.maxInFlight).toBe(1);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
  });

  it('retries the same action (same id, same body) after a network failure, after backoff', async () => {
    const { db, server, timers, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    await enqueueAction(db, punchOutAction(punch('out-1', '2026-03-02T18:00:00+05:30')));
    server.faults.push('offline');

    await sender.drain();

    // The punch-out did not overtake the punch-in that is still waiting.
    expect(server.calls.map((c) => c.path)).toEqual([DEVICE_PUNCH_IN_PATH]);
    expect(await oldestAction(db)).toMatchObject({
      clientId: 'in-1',
      attempts: 1,
      lastError: 'No answer: Failed to fetch',
    });
    expect(timers.delays()).toEqual([500]);
    expect(sender.getStatus().state).toBe('offline');

    timers.fireAll();
    await sender.drain();

    expect(server.calls.map((c) => c.path)).toEqual([
      DEVICE_PUNCH_IN_PATH,
      DEVICE_PUNCH_IN_PATH,
      DEVICE_PUNCH_OUT_PATH,
    ]);
    expect(server.calls[1]).toEqual(server.calls[0]);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(sender.getStatus().state).toBe('synced');
  });

  it('backs off longer after each failure in a row and starts over after an answer', async () => {
    const { db, server, timers, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    server.faults.push({ status: 503, body: undefined }, { status: 502 }, 'offline');
    const delays: number[][] = [];
    await sender.drain();
    for (let i = 0; i < 3; i++) {
      delays.push(timers.delays());
      timers.fireAll();
      await sender.drain();
    }
    expect(delays).toEqual([[500], [1_000], [2_000]]);
    expect(server.actions.has('in-1')).toBe(true);

    await enqueueAction(db, punchOutAction(punch('out-1', '2026-03-02T18:00:00+05:30')));
    server.faults.push('offline');
    await sender.drain();
    expect(timers.delays()).toEqual([500]);
  });

  it('moves an action the server refuses to failed and goes on with the next', async () => {
    const { db, server, timers, sender } = await setupSender();
    await enqueueAction(db, punchInAction({ ...punch('in-bad'), timestamp: '' }));
    await enqueueAction(db, workLogAction(workLog('wl-1')));

    await sender.drain();
    await sender.drain();

    expect(server.calls.map((c) => (c.body as { id: string }).id)).toEqual(['in-bad', 'wl-1']);
    expect(server.calls[1]?.path).toBe(DEVICE_WORK_LOGS_PATH);
    expect(await listFailed(db)).toEqual([
      expect.objectContaining({
        clientId: 'in-bad',
        status: 400,
        message: 'Invalid body.timestamp: timestamp is required',
      }),
    ]);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(timers.delays()).toEqual([]);
    expect(sender.getStatus()).toMatchObject({ pending: 0, failed: 1, state: 'synced' });
  });

  it('treats the duplicate answer to a retry whose first answer was lost as done', async () => {
    const { db, server, timers, sender } = await setupSender();
    await enqueueAction(db, punchInAction(punch('in-1')));
    server.faults.push('lose-answer');

    await sender.drain();
    // Applied on the server, still queued on the phone.
    expect(server.actions.has('in-1')).toBe(true);
    expect(await pendingCounts(db)).toEqual({ actions: 1, points: 0 });

    timers.fireAll();
    await sender.drain();

    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toEqual(server.calls[0]);
    expect(server.stats.writes).toBe(1);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(await listFailed(db)).toEqual([]);
  });

  it('treats "already resolved" after a lost resolve answer as done', async () => {
    const { db, server, timers, sender } = await setupSender();
    server.tasks.set('task-1', 'in-progress');
    await enqueueAction(db, taskUpdateAction('task-1', { status: 'resolved' }, 'resolve-1'));
    server.faults.push('lose-answer');

    await sender.drain();
    timers.fireAll();
    await sender.drain();

    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/complaints/task-1',
      '/api/complaints/task-1',
    ]);
    expect(server.tasks.get('task-1')).toBe('resolved');
    expect(server.stats.writes).toBe(1);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
    expect(await listFailed(db)).toEqual([]);
  });
});
