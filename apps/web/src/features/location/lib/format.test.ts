import { describe, expect, it } from 'vitest';
import { TZ } from '../test-fixtures';
import { formatClock, formatClockOn, formatDay } from './format-time';
import {
  capitalise,
  formatAccuracy,
  formatBattery,
  formatElapsed,
  formatHours,
  formatKm,
  formatMinutes,
  formatSpan,
  formatSpeed,
} from './format-units';

describe('times', () => {
  it('CON-LOC-50 shows times as hh:mm AM/PM in the company time zone', () => {
    // 14:05 in Goa is 08:35 UTC.
    expect(formatClock('2026-03-10T08:35:00Z', TZ)).toBe('02:05 PM');
    expect(formatClock('2026-03-10T03:35:00Z', TZ)).toBe('09:05 AM');
    expect(formatClock('2026-03-09T18:30:00Z', TZ)).toBe('12:00 AM');
    expect(formatClock('2026-03-10T06:30:00Z', TZ)).toBe('12:00 PM');
    expect(formatClock('2026-03-10T08:35:00Z', 'UTC')).toBe('08:35 AM');
    expect(formatClock('not a time', TZ)).toBe('N/A');
    expect(formatClock(null, TZ)).toBe('N/A');
  });

  it('puts the date before a time that falls on another day than the one shown', () => {
    expect(formatClockOn('2026-03-10T08:35:00Z', '2026-03-10', TZ)).toBe('02:05 PM');
    expect(formatClockOn('2026-03-10T19:00:00Z', '2026-03-10', TZ)).toBe('11 Mar 2026, 12:30 AM');
    expect(formatClockOn(null, '2026-03-10', TZ)).toBe('N/A');
  });

  it('writes a day as people read it', () => {
    expect(formatDay('2026-03-10')).toBe('10 Mar 2026');
    expect(formatDay('garbage')).toBe('garbage');
  });
});

describe('units', () => {
  it('CON-LOC-34 CON-LOC-77 distance in km with 2 decimals, N/A when missing', () => {
    expect(formatKm(3.14159)).toBe('3.14 km');
    expect(formatKm(0)).toBe('0.00 km');
    expect(formatKm(null)).toBe('N/A');
  });

  it('CON-LOC-36 CON-LOC-37 CON-LOC-79 speeds in km/h with 1 decimal', () => {
    expect(formatSpeed(12.345)).toBe('12.3 km/h');
    expect(formatSpeed(40.06)).toBe('40.1 km/h');
    expect(formatSpeed(undefined)).toBe('N/A');
  });

  it('CON-LOC-35 CON-LOC-73 CON-LOC-78 trip and visit durations as h:mm (issue 27)', () => {
    expect(formatMinutes(25)).toBe('0:25');
    expect(formatMinutes(45.4)).toBe('0:45');
    expect(formatMinutes(60)).toBe('1:00');
    expect(formatMinutes(85)).toBe('1:25');
    expect(formatMinutes(0.2)).toBe('0:00');
    expect(formatMinutes(null)).toBe('N/A');
    expect(formatMinutes(-3)).toBe('N/A');
  });

  it('CON-LOC-58 CON-LOC-61 break durations in hours with the minutes beside (issue 27)', () => {
    expect(formatHours(0.2)).toBe('0.20 hours · 12 min');
    expect(formatHours(0.5)).toBe('0.50 hours · 30 min');
    expect(formatHours(1)).toBe('1.00 hour · 60 min');
    expect(formatHours(null)).toBe('N/A');
  });

  it('running counters as h:mm:ss, finished spans as h:mm', () => {
    expect(formatElapsed(4 * 60_000 + 30_000)).toBe('0:04:30');
    expect(formatElapsed(2 * 3_600_000 + 5 * 60_000 + 9_000)).toBe('2:05:09');
    expect(formatElapsed(-5)).toBe('0:00:00');
    expect(formatSpan(8.5 * 3_600_000)).toBe('8:30');
    expect(formatSpan(45 * 60_000)).toBe('0:45');
  });

  it('CON-LOC-27 CON-LOC-28 battery percent and accuracy in meters, or N/A', () => {
    expect(formatBattery(0.45)).toBe('45%');
    expect(formatBattery(null)).toBe('N/A');
    expect(formatAccuracy(12)).toBe('12 meters');
    expect(formatAccuracy(12.6)).toBe('13 meters');
    expect(formatAccuracy(null)).toBe('N/A');
  });

  it('CON-LOC-75 capitalises the trip type', () => {
    expect(capitalise('driving')).toBe('Driving');
    expect(capitalise('')).toBe('');
  });
});
