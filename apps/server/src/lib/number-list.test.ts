import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberList } from './number-list.ts';

describe('numberList', () => {
  it('reads whole, negative, fractional and exponent numbers, and empty places as NaN', () => {
    expect(numberList('3 120 -5.5,4  1e-05,-0')).toEqual([3, 120, -5.5, 4, NaN, 1e-5, -0]);
    expect(numberList('')).toEqual([NaN]);
    expect(numberList('7')).toEqual([7]);
    // Beyond 2^53 (a property run found it): read as Number() reads it.
    expect(numberList('19525378669540556 0')).toEqual([19525378669540556, 0]);
  });

  it('equals Number() of each place for any list PostgreSQL could write', () => {
    const place = fc.oneof(
      fc.constant(''),
      fc.integer().map(String),
      fc.maxSafeInteger().map(String),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(place, fc.constantFrom(' ', ',')), { minLength: 1 }),
        (list) => {
          const text = list.map(([p, sep], i) => (i === 0 ? p : sep + p)).join('');
          const expected = list.map(([p]) => (p === '' ? NaN : Number(p)));
          expect(numberList(text)).toEqual(expected);
        },
      ),
    );
  });
});
