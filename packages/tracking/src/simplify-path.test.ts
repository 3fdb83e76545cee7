import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simplifyPath } from './simplify-path.ts';

describe('simplifyPath (Douglas-Peucker, tolerance in degrees)', () => {
  it('reduces a straight line to its ends', () => {
    const line = Array.from({ length: 100 }, (_, i) => ({
      lat: 15 + i * 1e-4,
      lng: 73 + i * 2e-4,
    }));
    expect(simplifyPath(line, 0.00003)).toEqual([line[0], line[99]]);
  });

  it('keeps a corner further off than the tolerance and drops one within it', () => {
    const corner = [
      { lat: 0, lng: 0 },
      { lat: 0.001, lng: 0.0005 },
      { lat: 0, lng: 0.001 },
    ];
    expect(simplifyPath(corner, 0.0009)).toHaveLength(3);
    expect(simplifyPath(corner, 0.0011)).toHaveLength(2);
  });

  it('keeps everything at tolerance 0 and short paths as they are, as copies', () => {
    const path = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1e-9 },
      { lat: 0, lng: 2e-9 },
    ];
    const kept = simplifyPath(path, 0);
    expect(kept).toEqual(path);
    expect(kept).not.toBe(path);
    expect(simplifyPath([], 1)).toEqual([]);
    expect(simplifyPath(path.slice(0, 2), 1)).toEqual(path.slice(0, 2));
  });

  it('returns points of the path, in order, ends included, none further off than needed', () => {
    const point = fc.record({
      lat: fc.double({ min: -1, max: 1, noNaN: true }),
      lng: fc.double({ min: -1, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 2, maxLength: 60 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (path, tolerance) => {
          const kept = simplifyPath(path, tolerance);
          expect(kept[0]).toBe(path[0]);
          expect(kept.at(-1)).toBe(path.at(-1));
          let from = 0;
          for (const p of kept) {
            const at = path.indexOf(p, from);
            expect(at).toBeGreaterThanOrEqual(from);
            from = at + 1;
          }
        },
      ),
    );
  });

  it('simplifies a 43,200-point path without running out of stack', () => {
    const long = Array.from({ length: 43_200 }, (_, i) => ({
      lat: i * 1e-5,
      lng: Math.sin(i) * 1e-7,
    }));
    expect(simplifyPath(long, 0.00003)).toHaveLength(2);
  });
});
