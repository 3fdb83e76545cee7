import { describe, expect, it } from 'vitest';
import { formatRupees, perMonth } from './format-rupees';
import { seesOwnTeamsOnly } from './viewer-scope';

describe('formatRupees and perMonth', () => {
  it('CON-PAY-11 CON-PAY-12 CON-PAY-13 writes rupees with Indian digit grouping', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(185)).toBe('₹185');
    expect(formatRupees(7200)).toBe('₹7,200');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(perMonth(120)).toBe('₹120 / month');
  });
});

describe('seesOwnTeamsOnly', () => {
  it('is true only for a supervisor who is not an admin', () => {
    expect(seesOwnTeamsOnly({ isAdmin: false, isSupervisor: true })).toBe(true);
    expect(seesOwnTeamsOnly({ isAdmin: true, isSupervisor: true })).toBe(false);
    expect(seesOwnTeamsOnly({ isAdmin: false, isSupervisor: false })).toBe(false);
    expect(seesOwnTeamsOnly({ isSupervisor: 'yes' })).toBe(false);
    expect(seesOwnTeamsOnly(null)).toBe(false);
  });
});
