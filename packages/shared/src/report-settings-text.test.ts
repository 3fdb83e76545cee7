import { describe, expect, it } from 'vitest';
import { calendarDayText, minutesText, rupeesText, weekdaysText } from './report-settings-text.ts';

describe('report settings in words (issue 29)', () => {
  it('says working days as runs, two in a row as a list', () => {
    expect(weekdaysText([1, 2, 3, 4, 5, 6])).toBe('Mon–Sat');
    expect(weekdaysText([5, 1, 2, 3, 3])).toBe('Mon–Wed, Fri');
    expect(weekdaysText([6, 7])).toBe('Sat, Sun');
    expect(weekdaysText([1, 3, 5, 6, 7])).toBe('Mon, Wed, Fri–Sun');
    expect(weekdaysText([])).toBe('none');
  });

  it('says minutes as hours and minutes, days without a time zone, rupees with paise', () => {
    expect([240, 210, 45, 60, 0].map(minutesText)).toEqual([
      '4 h',
      '3 h 30 min',
      '45 min',
      '1 h',
      '0 min',
    ]);
    expect(calendarDayText('2027-01-26')).toBe('26 Jan 2027');
    expect(calendarDayText('2027-09-01')).toBe('1 Sep 2027');
    expect([0, 2.5, 6, 0.29].map(rupeesText)).toEqual(['0', '2.50', '6.00', '0.29']);
  });
});
