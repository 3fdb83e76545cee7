import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, type LiveStreamHandlers } from './live-stream';

/** A server whose event streams the test writes to, one per request. */
function stubEventServer() {
  const requests: { path: string; signal: AbortSignal; push: (text: string) => void }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    let push: (text: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const signal = init?.signal ?? new AbortController().signal;
    requests.push({ path: new URL(input, 'http://x').pathname, signal, push: (t) => push(t) });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

function listener() {
  const events: string[] = [];
  const connected: boolean[] = [];
  const handlers: LiveStreamHandlers = {
    onEvent: (event, data) => events.push(`${event}:${data}`),
    onConnected: (up) => connected.push(up),
  };
  return { handlers, events, connected };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openLiveStream (issue 30)', () => {
  it('shares one connection per path among its listeners, and closes it with the last', async () => {
    const requests = stubEventServer();
    const bell = listener();
    const map = listener();
    const stopBell = openLiveStream('/api/companies/c1/live', bell.handlers);
    const stopMap = openLiveStream('/api/companies/c1/live', map.handlers);
    await vi.waitFor(() => expect(bell.connected).toEqual([true]));
    await vi.waitFor(() => expect(map.connected).toEqual([true]));
    expect(requests).toHaveLength(1);

    requests[0]?.push('event: alert\ndata: {"id":"a1"}\n\n');
    await vi.waitFor(() => expect(map.events).toEqual(['alert:{"id":"a1"}']));
    expect(bell.events).toEqual(['alert:{"id":"a1"}']);

    // One who joins late hears that it is up, and what comes next.
    const late = listener();
    const stopLate = openLiveStream('/api/companies/c1/live', late.handlers);
    await vi.waitFor(() => expect(late.connected).toEqual([true]));

    stopBell();
    requests[0]?.push('event: location\ndata: x\n\n');
    await vi.waitFor(() => expect(map.events).toHaveLength(2));
    expect(bell.events).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(false);
    stopMap();
    stopLate();
    expect(requests[0]?.signal.aborted).toBe(true);

    // Opened again after it closed: a new connection.
    const again = listener();
    const stopAgain = openLiveStream('/api/companies/c1/live', again.handlers);
    await vi.waitFor(() => expect(again.connected).toEqual([true]));
    expect(requests).toHaveLength(2);
    stopAgain();
  });

  it('keeps different paths apart', async () => {
    const requests = stubEventServer();
    const one = listener();
    const two = listener();
    const stops = [
      openLiveStream('/api/companies/c1/live', one.handlers),
      openLiveStream('/api/companies/c2/live', two.handlers),
    ];
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/api/companies/c1/live',
      '/api/companies/c2/live',
    ]);
    for (const stop of stops) stop();
    expect(requests.every((r) => r.signal.aborted)).toBe(true);
  });
});
