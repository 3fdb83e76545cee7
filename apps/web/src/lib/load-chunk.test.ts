import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, loadChunk } from './load-chunk';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Where a pending promise stands, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: 'pending' | 'resolved' | 'rejected'; value?: unknown } = {
    settled: 'pending',
  };
  promise.then(
    (value) => Object.assign(state, { settled: 'resolved', value }),
    (reason: unknown) => Object.assign(state, { settled: 'rejected', value: reason }),
  );
  return state;
}

describe('loadChunk (public-site-and-sign-in.md §9)', () => {
  it('PUB-CONST-05 gives up on a chunk that has not arrived after 120 s', async () => {
    const chunk = track(loadChunk(() => new Promise<never>(() => undefined)));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(chunk.settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(chunk.settled).toBe('rejected');
    expect(chunk.value).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('answers the module when it arrives in time, and stops the clock', async () => {
    const module = { Page: 'page' };
    let arrive: (value: typeof module) => void = () => undefined;
    const chunk = track(loadChunk(() => new Promise<typeof module>((r) => (arrive = r))));
    await vi.advanceTimersByTimeAsync(119_000);
    arrive(module);
    await vi.advanceTimersByTimeAsync(0);
    expect(chunk).toEqual({ settled: 'resolved', value: module });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a failed load on at once', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const chunk = track(loadChunk(() => Promise.reject(failure)));
    await vi.advanceTimersByTimeAsync(0);
    expect(chunk).toEqual({ settled: 'rejected', value: failure });
    expect(vi.getTimerCount()).toBe(0);
  });
});
