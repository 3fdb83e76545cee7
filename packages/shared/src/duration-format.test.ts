import { describe, expect, it } from 'vitest';
import { formatHMM, formatHMMSS, formatHoursWithMinutes } from './duration-format.ts';

describe('durations (issue 27)', () => {
  it('writes a 12-minute break as hours with its minutes, never "0.00 hours"', () => {
    expect(formatHoursWithMinutes(0.2)).toBe('0.20 hours · 12 min');
    expect(formatHoursWithMinutes(0.5)).toBe('0.50 hours · 30 min');
    expect(formatHoursWithMinutes(1)).toBe('1.00 hour · 60 min');
    expect(formatHoursWithMinutes(1 / 60)).toBe('0.02 hours · 1 min');
  });

  it('writes spans as h:mm and running clocks as h:mm:ss', () => {
    expect(formatHMM(12 * 60_000)).toBe('0:12');
    expect(formatHMM(8.5 * 3_600_000)).toBe('8:30');
    expect(formatHMM(26 * 3_600_000 + 5 * 60_000)).toBe('26:05');
    expect(formatHMM(-5)).toBe('0:00');
    expect(formatHMMSS(249_000)).toBe('0:04:09');
    expect(formatHMMSS(2 * 3_600_000 + 5 * 60_000 + 9_000)).toBe('2:05:09');
  });
});
