import { describe, expect, it } from 'vitest';
import { taskDateRange } from './task-date-ranges.ts';

// Wednesday 11 March 2026, 02:00 in Goa (still Tuesday evening in UTC).
const wednesday = new Date('2026-03-10T20:30:00Z');

describe('taskDateRange (console.md §2 Tasks date filter)', () => {
  it('CON-TASK-38 today is the company’s day, midnight to midnight', () => {
    expect(taskDateRange('today', wednesday, 'Asia/Kolkata')).toEqual({
      startDate: '2026-03-10T18:30:00.000Z',
      endDate: '2026-03-11T18:30:00.000Z',
      label: 'Today',
    });
    // The same instant is still Tuesday in New York.
    expect(taskDateRange('today', wednesday, 'America/New_York').startDate).toBe(
      '2026-03-10T04:00:00.000Z',
    );
  });

  it('CON-TASK-39 tomorrow', () => {
    expect(taskDateRange('tomorrow', wednesday, 'Asia/Kolkata')).toMatchObject({
      startDate: '2026-03-11T18:30:00.000Z',
      endDate: '2026-03-12T18:30:00.000Z',
      label: 'Tomorrow',
    });
  });

  it('CON-TASK-40 CON-TASK-41 this week and next week run Monday to Sunday', () => {
    expect(taskDateRange('this-week', wednesday, 'Asia/Kolkata')).toMatchObject({
      startDate: '2026-03-08T18:30:00.000Z',
      endDate: '2026-03-15T18:30:00.000Z',
      label: 'This Week',
    });
    expect(taskDateRange('next-week', wednesday, 'Asia/Kolkata')).toMatchObject({
      startDate: '2026-03-15T18:30:00.000Z',
      endDate: '2026-03-22T18:30:00.000Z',
      label: 'Next Week',
    });
  });

  it('keeps whole local days across a daylight-saving change', () => {
    // New York moves to summer time on Sunday 8 March 2026: that week is 167 hours long.
    const range = taskDateRange('this-week', new Date('2026-03-04T15:00:00Z'), 'America/New_York');
    expect(range.startDate).toBe('2026-03-02T05:00:00.000Z');
    expect(range.endDate).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('wall-clock dates of the company', () => {
  it('CON-TASK-65 CON-TASK-66 today and now in the company’s zone, and back to an instant', async () => {
    const { localDateIn, localDateTimeIn, localToIso } = await import('./task-date-ranges.ts');
    expect(localDateIn(wednesday, 'Asia/Kolkata')).toBe('2026-03-11');
    expect(localDateIn(wednesday, 'America/New_York')).toBe('2026-03-10');
    expect(localDateTimeIn(wednesday, 'Asia/Kolkata')).toBe('2026-03-11T02:00');
    expect(localToIso('2026-03-11', 'Asia/Kolkata')).toBe('2026-03-10T18:30:00.000Z');
    expect(localToIso('2026-03-11T09:15', 'Asia/Kolkata')).toBe('2026-03-11T03:45:00.000Z');
    expect(localToIso('11/03/2026', 'Asia/Kolkata')).toBeNull();
  });
});
