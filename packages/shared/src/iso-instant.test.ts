import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant.ts';

const LIMIT = 8.64e15;

describe('isoInstant (issue 29: a report writes 62,000 instants)', () => {
  it('writes what Date#toISOString writes for any whole millisecond a Date can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -LIMIT, max: LIMIT }), (ms) => {
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 5000 },
    );
  });

  it('cuts fractions of a millisecond as Date does, before and after 1970', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), (ms) => {
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 5000 },
    );
    for (const ms of [-0.5, -0, 0.999, 1793340000123.999, -1.5, 86_399_999.9]) {
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('agrees at the edges: midnight, the last millisecond of a day, years 0, 9999 and beyond, one after another', () => {
    const edges = [0, -1, 86_400_000, 86_399_999, Date.UTC(2026, 9, 31, 23, 59, 59, 999)];
    edges.push(
      Date.UTC(0, 0, 1) - 1,
      Date.UTC(10000, 0, 1),
      LIMIT,
      -LIMIT,
      Date.UTC(2024, 1, 29, 12),
    );
    for (const ms of [...edges, ...edges.reverse()]) {
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it("throws toISOString's RangeError where a Date cannot hold the instant", () => {
    for (const ms of [Number.NaN, LIMIT + 1, -LIMIT - 1, Infinity]) {
      expect(() => isoInstant(ms)).toThrow(RangeError);
    }
  });
});
