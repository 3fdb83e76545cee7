import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { medianOf } from './median.ts';

describe('medianOf (quickselect)', () => {
  it('agrees with sorting, odd and even counts, duplicates included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 80 }),
        (values) => {
          const sorted = [...values].sort((a, b) => a - b);
          const mid = sorted.length >> 1;
          const expected =
            sorted.length % 2
              ? (sorted[mid] as number)
              : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
          expect(medianOf(Float64Array.from(values), 0, values.length - 1)).toBe(expected);
        },
      ),
    );
  });

  it('reads only the range asked for and leaves the input alone', () => {
    const values = Float64Array.from([100, 3, 1, 2, -100]);
    expect(medianOf(values, 1, 3)).toBe(2);
    expect([...values]).toEqual([100, 3, 1, 2, -100]);
  });
});
