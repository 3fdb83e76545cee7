import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff';

const almostOne = () => 0.999_999;

describe('backoffDelay', () => {
  it('waits nothing when the jitter draws 0', () => {
    expect(backoffDelay(5, () => 0)).toBe(0);
  });

  it('doubles the ceiling from 1 s with each failure', () => {
    expect(backoffDelay(0, almostOne)).toBe(999);
    expect(backoffDelay(1, almostOne)).toBe(1_999);
    expect(backoffDelay(2, almostOne)).toBe(3_999);
    expect(backoffDelay(3, () => 0.5)).toBe(4_000);
  });

  it('never waits more than 60 s, however many failures', () => {
    expect(backoffDelay(6, almostOne)).toBe(59_999);
    expect(backoffDelay(10_000, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(Number.isFinite(backoffDelay(Number.MAX_SAFE_INTEGER, () => 0))).toBe(true);
  });

  it('treats a negative or fractional count as whole failures from 0', () => {
    expect(backoffDelay(-3, almostOne)).toBe(999);
    expect(backoffDelay(1.7, almostOne)).toBe(1_999);
  });

  it('spreads real random draws over the whole window', () => {
    const delays = Array.from({ length: 200 }, () => backoffDelay(4));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(16_000);
    // Full jitter, not a fixed delay: 200 draws are not all alike.
    expect(new Set(delays).size).toBeGreaterThan(100);
  });

  it('takes its own base and cap', () => {
    expect(backoffDelay(3, almostOne, { baseMs: 100, capMs: 500 })).toBe(499);
  });
});
