import { describe, expect, it } from 'vitest';
import { localDayBounds } from './local-day.ts';

describe('localDayBounds', () => {
  it('is the local midnight to midnight in the zone', () => {
    expect(localDayBounds('2026-11-24', 'Asia/Kolkata')).toEqual({
      start: new Date('2026-11-23T18:30:00.000Z'),
      end: new Date('2026-11-24T18:30:00.000Z'),
    });
  });

  it('is 23 hours on the day clocks go forward', () => {
    const { start, end } = localDayBounds('2026-03-29', 'Europe/Berlin');
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(23 * 3600 * 1000);
  });
});
