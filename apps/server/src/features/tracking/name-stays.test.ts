import { describe, expect, it } from 'vitest';
import { firstPart } from './name-stays.ts';

describe('firstPart (a visited place’s short name from an address)', () => {
  it.each([
    ['Café Real, 18th June Road, Panaji, Goa', 'Café Real'],
    ['2nd Floor, Mandovi Chambers, EDC Complex, Patto', 'Mandovi Chambers'],
    ['Shop No. 5, Municipal Market, Mapusa', 'Municipal Market'],
    ['403001', '403001'],
  ])('%s → %s', (label, name) => {
    expect(firstPart(label)).toBe(name);
  });
});
