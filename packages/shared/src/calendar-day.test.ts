import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayAt,
  calendarDays,
  calendarDaysBetween,
  calendarDayMs,
  isCalendarDay,
} from './calendar-day.ts';

describe('calendar days', () => {
  it('counts across month, year and leap-day ends', () => {
    expect(addCalendarDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(calendarDaysBetween('2028-01-01', '2028-12-31')).toBe(365);
    expect(calendarDaysBetween('2026-11-02', '2026-11-01')).toBe(-1);
  });

  it('lists every day of a period, both ends included, and none for a reversed one', () => {
    expect(calendarDays('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(calendarDays('2026-11-01', '2026-11-01')).toEqual(['2026-11-01']);
    expect(calendarDays('2026-11-02', '2026-11-01')).toEqual([]);
    expect(calendarDays('2028-01-01', '2028-12-31')).toHaveLength(366);
  });

  it('reads a day as its UTC midnight and back', () => {
    expect(calendarDayMs('2026-10-01')).toBe(Date.UTC(2026, 9, 1));
    expect(calendarDayAt(Date.UTC(2026, 9, 1, 23, 59))).toBe('2026-10-01');
  });

  it('knows a real day from a day that is not one, and refuses year 0000 as PostgreSQL does', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('0001-01-01')).toBe(true);
    for (const no of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '0000-01-01',
      '2026-1-01',
      '',
      null,
    ]) {
      expect(isCalendarDay(no)).toBe(false);
    }
  });
});
