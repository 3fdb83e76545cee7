import { describe, expect, it } from 'vitest';
import { attendance, employees, latest, ANA, RAVI, person } from '../test-fixtures';
import { breakHours, breakState, isAttendanceActive, pointFromLngLat } from './attendance-rules';
import { dayState } from './day-state';
import { employeeOptions, preselectedEmployee } from './employee-options';
import { isStale } from './is-stale';
import { mergeLocation } from '@/lib/merge-location';
import { acceptDate } from './pick-date';
import { refetchDelay, TRACKING_REFRESH_MS } from './refetch-throttle';

const now = new Date('2026-03-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe('attendance and breaks (console.md §3, §4)', () => {
  it('CON-LOC-83 no check-out is currently active', () => {
    expect(isAttendanceActive({ ...attendance, checkOutTime: null }, now)).toBe(true);
  });

  it('CON-LOC-84 a check-out in the future is currently active', () => {
    expect(isAttendanceActive({ ...attendance, checkOutTime: '2026-03-10T12:30:00Z' }, now)).toBe(
      true,
    );
  });

  it('CON-LOC-85 a check-out in the past is completed', () => {
    expect(isAttendanceActive({ ...attendance, checkOutTime: '2026-03-10T11:59:00Z' }, now)).toBe(
      false,
    );
  });

  it('CON-LOC-86 a break with no end is started; with end time and duration it is ended', () => {
    const [ended] = attendance.breaks;
    if (!ended) throw new Error('fixture has a break');
    expect(breakState(ended)).toBe('ended');
    expect(breakHours(ended)).toBe(0.5);
    const open = { ...ended, endTime: null, duration: null };
    expect(breakState(open)).toBe('started');
    expect(breakHours(open)).toBeNull();
    // An end time without a stored duration still has a length.
    expect(breakHours({ ...ended, duration: null })).toBeCloseTo(0.5);
  });

  it('CON-LOC-88 coordinates [longitude, latitude] become lat 15.4, lng 73.8', () => {
    expect(pointFromLngLat([73.8, 15.4])).toEqual({ lat: 15.4, lng: 73.8 });
    expect(pointFromLngLat([15.4, 173.8])).toBeNull();
    expect(pointFromLngLat(null)).toBeNull();
  });
});

describe('staleness', () => {
  it('CON-LOC-30 older than one hour is stale; 59 minutes is not', () => {
    expect(isStale(minutesAgo(61), now)).toBe(true);
    expect(isStale(minutesAgo(59), now)).toBe(false);
    expect(isStale(null, now)).toBe(true);
  });
});

describe('page state (console.md §2)', () => {
  const base = { loading: false, failed: false, timelineItems: 0, hasLastKnown: false };
  it('CON-LOC-06 CON-LOC-09 CON-LOC-10 loading, nothing found, last known only, full', () => {
    expect(dayState({ ...base, loading: true, timelineItems: 3 })).toBe('loading');
    expect(dayState(base)).toBe('empty');
    expect(dayState({ ...base, hasLastKnown: true })).toBe('last-known');
    expect(dayState({ ...base, hasLastKnown: true, timelineItems: 1 })).toBe('full');
  });

  it('claims no "no activity" when a call failed and nothing loaded', () => {
    expect(dayState({ ...base, failed: true, hasLastKnown: true })).toBe('failed');
    expect(dayState({ ...base, failed: true, timelineItems: 2 })).toBe('full');
  });
});

describe('employee dropdown and date picker', () => {
  it('CON-LOC-03 options read first name plus last name, alphabetically', () => {
    expect(employeeOptions(employees).map((o) => o.label)).toEqual(['Ana Lopes', 'Ravi Kamat']);
  });

  it('preselects the only person when the server scoped the list to the signed-in employee', () => {
    const ana = person(ANA, 'Ana', 'Lopes');
    expect(preselectedEmployee([ana], ANA)).toBe(ANA);
    expect(preselectedEmployee([ana], RAVI)).toBe('');
    expect(preselectedEmployee(employees, ANA)).toBe('');
    expect(preselectedEmployee(undefined, ANA)).toBe('');
  });

  it('CON-LOC-05 accepts whole days up to today only', () => {
    expect(acceptDate('2026-03-10', '2026-03-10')).toBe('2026-03-10');
    expect(acceptDate('2026-03-09', '2026-03-10')).toBe('2026-03-09');
    expect(acceptDate('2026-03-11', '2026-03-10')).toBeNull();
    expect(acceptDate('2026-02-30', '2026-03-10')).toBeNull();
    expect(acceptDate('', '2026-03-10')).toBeNull();
  });
});

describe('live updates', () => {
  it('refetches the day at most once a minute', () => {
    expect(TRACKING_REFRESH_MS).toBe(60_000);
    expect(refetchDelay(null, 1_000)).toBe(0);
    expect(refetchDelay(1_000, 31_000)).toBe(30_000);
    expect(refetchDelay(1_000, 61_000)).toBe(0);
    expect(refetchDelay(1_000, 500_000)).toBe(0);
  });

  it('a live move replaces the person’s record and never goes back in time', () => {
    const list = [latest(minutesAgo(5))];
    const moved = latest(minutesAgo(1), { lastUpdated: minutesAgo(1) });
    expect(mergeLocation(list, moved)[0]).toBe(moved);
    expect(mergeLocation([moved], list[0] ?? moved)[0]).toBe(moved);
    const other = { ...moved, employee: { ...moved.employee, id: RAVI } };
    expect(mergeLocation(list, other)).toHaveLength(2);
  });
});
