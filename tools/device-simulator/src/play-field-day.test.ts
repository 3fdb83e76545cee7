import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_LOCATIONS_PATH, DEVICE_PUNCH_IN_PATH } from '@ronda/shared';
import { createDeviceClient } from './device-client.ts';
import { startDeviceStandIn, type DeviceStandIn, type StandInHandler } from './device-stand-in.ts';
import { planFieldDay } from './plan-field-day.ts';
import { lastSendAt, playFieldDay } from './play-field-day.ts';

const plan = planFieldDay({ employeeKey: 'savio', date: '2026-11-24' });
const allPoints = plan.batches.flatMap((b) => b.points);
const uniqueIds = new Set(allPoints.map((p) => p.id));
const everything = { until: lastSendAt(plan) };

let standIn: DeviceStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function clientFor(handler?: StandInHandler) {
  standIn = await startDeviceStandIn(handler);
  return createDeviceClient({ baseUrl: standIn.url, token: 'savio-token', baseDelayMs: 5 });
}

/** The send time of the plan item each received request carries, matched by its ids. */
function sendTimes(stand: DeviceStandIn): number[] {
  // A re-sent batch carries the same ids as its original: they take their times in turn.
  const byKey = new Map<string, number[]>();
  const add = (key: string, at: Date) => byKey.set(key, [...(byKey.get(key) ?? []), at.getTime()]);
  for (const a of plan.actions) add(`a:${a.body.id}`, a.sendAt);
  for (const b of plan.batches) add(`b:${b.points.map((p) => p.id).join(',')}`, b.sendAt);
  return stand.requests.map((r) => {
    const body = r.body as { id?: string; points?: { id: string }[] };
    const key = body.points ? `b:${body.points.map((p) => p.id).join(',')}` : `a:${body.id}`;
    return byKey.get(key)?.shift() ?? Number.NaN;
  });
}

describe('playFieldDay', () => {
  it('sends the whole day in send order and counts what the server made of it', async () => {
    const client = await clientFor();
    const result = await playFieldDay(client, plan, everything);
    expect(result.actionsSent).toBe(plan.actions.length);
    expect(result.batchesSent).toBe(plan.batches.length);
    expect(result.pointsSent).toBe(allPoints.length);
    expect(result.accepted).toBe(uniqueIds.size);
    expect(result.duplicates).toBe(allPoints.length - uniqueIds.size);
    expect(result.duplicates).toBeGreaterThan(0);
    expect(result.rejected).toEqual([]);
    expect(result.actionConflicts).toEqual([]);

    const stand = standIn as DeviceStandIn;
    expect(stand.requests[0]?.path).toBe(DEVICE_PUNCH_IN_PATH);
    const times = sendTimes(stand);
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('sends only what is due in (after, until], so windows add up to the day exactly once', async () => {
    const client = await clientFor();
    const noon = new Date(`${plan.date}T12:00:00+05:30`);
    const morning = await playFieldDay(client, plan, { until: noon });
    const stand = standIn as DeviceStandIn;
    expect(sendTimes(stand).every((t) => t <= noon.getTime())).toBe(true);
    const dueByNoon = [...plan.actions, ...plan.batches].filter((i) => i.sendAt <= noon).length;
    expect(stand.requests).toHaveLength(dueByNoon);

    const rest = await playFieldDay(client, plan, { after: noon, until: everything.until });
    expect(stand.requests).toHaveLength(plan.actions.length + plan.batches.length);
    expect(
      sendTimes(stand)
        .slice(dueByNoon)
        .every((t) => t > noon.getTime()),
    ).toBe(true);
    expect(morning.accepted + rest.accepted).toBe(uniqueIds.size);
  });

  it('sends nothing before the day starts', async () => {
    const client = await clientFor();
    const dawn = new Date(`${plan.date}T06:00:00+05:30`);
    const result = await playFieldDay(client, plan, { until: dawn });
    expect(result.actionsSent + result.batchesSent).toBe(0);
    expect(standIn?.requests).toEqual([]);
  });

  it('is harmless to replay: the second time every point is a duplicate', async () => {
    const client = await clientFor();
    await playFieldDay(client, plan, everything);
    const again = await playFieldDay(client, plan, everything);
    expect(again.accepted).toBe(0);
    expect(again.duplicates).toBe(allPoints.length);
    expect(again.actionConflicts).toEqual([]);
  });

  it('reports a 409 on an action and the reasons for rejected points by point id', async () => {
    const firstBatch = plan.batches[0]?.points ?? [];
    const client = await clientFor((request) => {
      if (request.path === DEVICE_PUNCH_IN_PATH) {
        return { status: 409, body: { is_success: false, message: 'You are already punched in.' } };
      }
      const body = request.body as { points?: { id: string }[] };
      if (request.path === DEVICE_LOCATIONS_PATH && body.points?.[0]?.id === firstBatch[0]?.id) {
        const rejected = [{ index: 1, message: 'timestamp is more than 5 minutes in the future' }];
        const accepted = firstBatch.length - 1;
        return { status: 200, body: { is_success: true, accepted, duplicates: 0, rejected } };
      }
      return undefined;
    });
    const result = await playFieldDay(client, plan, {
      until: plan.batches[0]?.sendAt ?? new Date(),
    });
    expect(result.actionConflicts).toEqual([
      { kind: 'punch-in', id: plan.actions[0]?.body.id, message: 'You are already punched in.' },
    ]);
    expect(result.rejected).toEqual([
      { pointId: firstBatch[1]?.id, message: 'timestamp is more than 5 minutes in the future' },
    ]);
  });
});
