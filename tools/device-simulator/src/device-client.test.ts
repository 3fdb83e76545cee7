import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_LOCATIONS_PATH, DEVICE_PUNCH_IN_PATH, type DevicePointInput } from '@ronda/shared';
import type { PlannedAction } from './day-actions.ts';
import { createDeviceClient, DeviceApiError } from './device-client.ts';
import { startDeviceStandIn, type DeviceStandIn, type StandInHandler } from './device-stand-in.ts';

const point: DevicePointInput = {
  id: 'sim-test-2026-11-24-p000001',
  timestamp: '2026-11-24T09:00:00.000+05:30',
  lat: 15.4942,
  lng: 73.8357,
  accuracy: 8,
};

const punchIn: PlannedAction = {
  kind: 'punch-in',
  sendAt: new Date('2026-11-24T03:30:05Z'),
  path: DEVICE_PUNCH_IN_PATH,
  body: {
    id: 'sim-test-2026-11-24-punch-in',
    timestamp: '2026-11-24T09:00:00.000+05:30',
    location: { lat: 15.4942, lng: 73.8357, address: 'Patto Plaza, Panaji' },
  },
};

let standIn: DeviceStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function clientFor(handler?: StandInHandler) {
  standIn = await startDeviceStandIn(handler);
  return createDeviceClient({ baseUrl: standIn.url, token: 'test-token', baseDelayMs: 5 });
}

const failing =
  (status: number, times: number, message = 'try later'): StandInHandler =>
  (_request, count) =>
    count <= times ? { status, body: { is_success: false, message } } : undefined;

describe('createDeviceClient', () => {
  it('posts the points with the bearer token and returns the parsed answer', async () => {
    const client = await clientFor();
    const answer = await client.postLocations([point]);
    expect(answer).toEqual({ is_success: true, accepted: 1, duplicates: 0, rejected: [] });
    expect(standIn?.requests).toEqual([
      {
        method: 'POST',
        path: DEVICE_LOCATIONS_PATH,
        authorization: 'Bearer test-token',
        body: { points: [point] },
      },
    ]);
  });

  it('retries a 503 with backoff and then succeeds', async () => {
    const client = await clientFor(failing(503, 2));
    const answer = await client.postLocations([point]);
    expect(answer.accepted).toBe(1);
    expect(standIn?.requests).toHaveLength(3);
    // Every attempt is the same request: the point's id makes the retry safe.
    const bodies = new Set(standIn?.requests.map((r) => JSON.stringify(r.body)));
    expect(bodies.size).toBe(1);
  });

  it('retries a 429, honouring a short Retry-After', async () => {
    const client = await clientFor((_r, count) =>
      count === 1
        ? {
            status: 429,
            body: { is_success: false, message: 'slow down' },
            headers: { 'retry-after': '0.01' },
          }
        : undefined,
    );
    const result = await client.sendAction(punchIn);
    expect(result.status).toBe('done');
    expect(standIn?.requests).toHaveLength(2);
  });

  it('gives up after five tries of a failing server, with its status', async () => {
    const client = await clientFor(failing(502, 99, 'bad gateway'));
    const error = await client.postLocations([point]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeviceApiError);
    expect((error as DeviceApiError).status).toBe(502);
    expect((error as DeviceApiError).message).toContain('bad gateway');
    expect(standIn?.requests).toHaveLength(5);
  });

  it('reports a 409 on an action as already in that state, without throwing', async () => {
    const client = await clientFor(failing(409, 1, 'You are already punched in.'));
    const result = await client.sendAction(punchIn);
    expect(result).toEqual({ status: 'conflict', message: 'You are already punched in.' });
    expect(standIn?.requests).toHaveLength(1);
  });

  it('throws a 400 at once with the server message: the simulator sent something wrong', async () => {
    const client = await clientFor(failing(400, 99, 'timestamp is required'));
    const error = await client.sendAction(punchIn).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeviceApiError);
    expect((error as DeviceApiError).message).toBe('timestamp is required');
    expect((error as DeviceApiError).status).toBe(400);
    expect(standIn?.requests).toHaveLength(1);
  });

  it('throws a 400 on a location batch too', async () => {
    const client = await clientFor(failing(400, 99, 'points must hold at least one point'));
    await expect(client.postLocations([])).rejects.toThrow('points must hold at least one point');
  });

  it('retries an unreachable server, then fails with no status', async () => {
    const probe = await startDeviceStandIn();
    const url = probe.url;
    await probe.close();
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const client = createDeviceClient({
      baseUrl: url,
      token: 't',
      baseDelayMs: 1,
      fetchImpl: counting,
    });
    const error = await client.postLocations([point]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeviceApiError);
    expect((error as DeviceApiError).status).toBeNull();
    expect((error as DeviceApiError).message).toContain('Cannot reach');
    expect(calls).toBe(5);
  });
});
