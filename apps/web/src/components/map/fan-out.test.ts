import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fanOut, ringOffsets } from './fan-out';

const SIZE = 40;
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe('fanOut (dashboard avatars must not hide each other)', () => {
  it('leaves markers that do not overlap where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 41 },
    ];
    expect(fanOut(points, SIZE)).toEqual(points);
  });

  it('spreads two people at the same spot side by side around that spot', () => {
    const [a, b] = fanOut(
      [
        { x: 200, y: 200 },
        { x: 200, y: 200 },
      ],
      SIZE,
    );
    expect(a && b && distance(a, b)).toBeGreaterThanOrEqual(SIZE);
    expect(a && b && (a.x + b.x) / 2).toBeCloseTo(200);
    expect(a && b && (a.y + b.y) / 2).toBeCloseTo(200);
  });

  it('is deterministic, so markers do not jump between renders', () => {
    const points = Array.from({ length: 9 }, (_, i) => ({ x: 10 + (i % 3), y: 10 }));
    expect(fanOut(points, SIZE)).toEqual(fanOut(points, SIZE));
  });

  it('no two members of one crowd overlap afterwards, however many stand together', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ x: fc.integer({ min: 0, max: 30 }), y: fc.integer({ min: 0, max: 30 }) }),
          {
            minLength: 2,
            maxLength: 60,
          },
        ),
        (points) => {
          // Every point is within 30 px of the others' corner, so all form one group.
          const out = fanOut(points, SIZE);
          for (let i = 0; i < out.length; i += 1) {
            for (let j = i + 1; j < out.length; j += 1) {
              const a = out[i];
              const b = out[j];
              if (a && b) expect(distance(a, b)).toBeGreaterThanOrEqual(SIZE);
            }
          }
        },
      ),
    );
  });

  it('ringOffsets fills the nearest ring first: 6, then 12 on the next', () => {
    const radii = ringOffsets(19, 46).map((o) => Math.round(Math.hypot(o.x, o.y)));
    expect(radii.filter((r) => r === 46)).toHaveLength(6);
    expect(radii.filter((r) => r === 92)).toHaveLength(12);
    expect(radii.filter((r) => r === 138)).toHaveLength(1);
  });
});
