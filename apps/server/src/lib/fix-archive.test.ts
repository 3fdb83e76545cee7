import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFixArchive, encodeFixArchive } from './fix-archive.ts';

describe('fix archive (archived days keep every raw fix)', () => {
  it('round-trips fixes to 1 cm, 0.1 m accuracy and 0.01 m/s, with nulls kept', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            time: fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }),
            lat: fc.double({ min: -90, max: 90, noNaN: true }),
            lng: fc.double({ min: -180, max: 180, noNaN: true }),
            accuracy: fc.option(fc.double({ min: 0, max: 5000, noNaN: true })),
            speed: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
          }),
          { maxLength: 200 },
        ),
        (fixes) => {
          const back = decodeFixArchive(encodeFixArchive(fixes));
          expect(back).toHaveLength(fixes.length);
          back.forEach((fix, i) => {
            const original = fixes[i];
            if (!original) throw new Error('missing');
            expect(fix.time).toBe(original.time);
            expect(Math.abs(fix.lat - original.lat)).toBeLessThanOrEqual(0.6e-7);
            expect(Math.abs(fix.lng - original.lng)).toBeLessThanOrEqual(0.6e-7);
            if (original.accuracy === null) expect(fix.accuracy).toBeNull();
            else
              expect(Math.abs((fix.accuracy ?? -1) - original.accuracy)).toBeLessThanOrEqual(0.051);
            if (original.speed === null) expect(fix.speed).toBeNull();
            else expect(Math.abs((fix.speed ?? -1) - original.speed)).toBeLessThanOrEqual(0.0051);
          });
        },
      ),
    );
  });

  it('rejects bytes that are not an archive', () => {
    expect(() => decodeFixArchive(Buffer.from('not gzip'))).toThrow();
  });
});
