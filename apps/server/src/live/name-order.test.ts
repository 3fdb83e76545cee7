import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareCodePoints, compareNameKeys, insertInOrder, type NameKey } from './name-order.ts';

describe('name order of the latest-locations list', () => {
  it('orders strings as their UTF-8 bytes do (PostgreSQL collate "C")', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const bytes = Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)));
        expect(Math.sign(compareCodePoints(a, b))).toBe(bytes);
      }),
    );
  });

  it('inserts into a sorted list where a full sort would put it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string(), fc.string(), fc.uuid()), { selector: (k) => k[2] }),
        (keys) => {
          const byId = new Map<string, NameKey>(keys.map((k) => [k[2], k]));
          const order: string[] = [];
          for (const key of keys) insertInOrder(order, key[2], (id) => byId.get(id));
          const sorted = [...keys].sort(compareNameKeys).map((k) => k[2]);
          expect(order).toEqual(sorted);
        },
      ),
    );
  });
});
