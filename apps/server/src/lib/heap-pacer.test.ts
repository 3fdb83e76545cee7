import { afterEach, describe, expect, it, vi } from 'vitest';
import { heapPacer } from './heap-pacer.ts';

const host = globalThis as { gc?: () => void };
const exposed = host.gc;
afterEach(() => {
  host.gc = exposed;
});

describe('heapPacer', () => {
  it('collects once the heap has grown by the amount given, then counts from there', () => {
    const gc = vi.fn();
    host.gc = gc;
    const pace = heapPacer(4);
    pace();
    expect(gc).not.toHaveBeenCalled();

    // 64 MB of numbers kept alive: more than the young garbage a scavenge could take away
    // meanwhile, so the heap has grown by far more than 4 MB.
    const kept: number[] = new Array<number>(8_000_000).fill(0.5);
    pace();
    expect(gc).toHaveBeenCalledTimes(1);
    pace();
    expect(gc).toHaveBeenCalledTimes(1);
    expect(kept.length).toBe(8_000_000);
  });

  it('does nothing where gc is not exposed', () => {
    host.gc = undefined;
    const pace = heapPacer(0);
    expect(() => pace()).not.toThrow();
  });
});
