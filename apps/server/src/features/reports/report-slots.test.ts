import { describe, expect, it } from 'vitest';
import { currentSlot } from './report-slots.ts';

const ist = (iso: string) => new Date(`${iso}+05:30`);
const ZONE = 'Asia/Kolkata';

describe('report e-mail slots (issue 29)', () => {
  it('monthly: last month, due from 06:00 on the 1st in the company zone', () => {
    expect(currentSlot('monthly', ist('2026-12-01T05:59'), ZONE)).toEqual({
      slot: 'monthly:2026-12',
      period: { from: '2026-11-01', to: '2026-11-30' },
      due: false,
    });
    expect(currentSlot('monthly', ist('2026-12-01T06:00'), ZONE).due).toBe(true);
    // Still due later in the month (a server that was down on the 1st catches up).
    expect(currentSlot('monthly', ist('2026-12-17T01:00'), ZONE)).toMatchObject({
      slot: 'monthly:2026-12',
      due: true,
    });
    expect(currentSlot('monthly', ist('2027-01-01T07:00'), ZONE).period).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(currentSlot('monthly', ist('2028-03-01T07:00'), ZONE).period.to).toBe('2028-02-29');
  });

  it('weekly: Monday to Sunday before this week, due from 06:00 on Monday', () => {
    // 2026-11-30 is a Monday.
    expect(currentSlot('weekly', ist('2026-11-30T06:30'), ZONE)).toEqual({
      slot: 'weekly:2026-11-30',
      period: { from: '2026-11-23', to: '2026-11-29' },
      due: true,
    });
    expect(currentSlot('weekly', ist('2026-11-30T05:00'), ZONE).due).toBe(false);
    expect(currentSlot('weekly', ist('2026-12-06T23:00'), ZONE).slot).toBe('weekly:2026-11-30');
  });

  it('uses the company day, not UTC: 00:30 on the 1st in Kolkata is still the 31st in UTC', () => {
    expect(currentSlot('monthly', ist('2026-12-01T00:30'), ZONE).slot).toBe('monthly:2026-12');
    expect(currentSlot('monthly', new Date('2026-11-30T23:00:00Z'), 'UTC').slot).toBe(
      'monthly:2026-11',
    );
  });
});
