import type { WorkLog } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { attendance, tracking, TZ, workLog } from '../test-fixtures';
import { buildTimeline, sortTimeline, type DayData } from './timeline';
import { itemTitle, itemWhere } from './timeline-text';

const day = (over: Partial<DayData> = {}): DayData => {
  const t = tracking();
  return {
    attendance: [attendance],
    workLogs: [workLog],
    trips: t.trips,
    places: t.placesVisited,
    gaps: t.gaps,
    ...over,
  };
};

describe('buildTimeline', () => {
  it('CON-LOC-49 puts every kind of entry in one list, ascending by time', () => {
    const items = buildTimeline(day());
    expect(items.map((i) => [i.kind, itemTitle(i, TZ)])).toEqual([
      ['punch-in', 'Punched In'],
      ['trip-start', 'Trip Started'],
      ['trip-end', 'Trip Ended'],
      ['place', 'Visited: Customer site'],
      ['work-log', 'Work Log: Plumbing'],
      ['break-start', 'Break Started: Lunch'],
      ['break-end', 'Break Ended: Lunch'],
      ['trip-start', 'Trip Started'],
      ['trip-end', 'Trip Ended'],
      ['gap', 'No signal from 03:30 PM to 04:00 PM'],
      ['punch-out', 'Punched Out'],
    ]);
    const times = items.map((i) => Date.parse(i.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('keeps equal times in their built order and sends unreadable times last', () => {
    const items = buildTimeline(day());
    const [first, second] = items;
    if (!first || !second) throw new Error('expected items');
    const same = { ...second, at: first.at };
    const broken = { ...first, id: 'broken', at: 'soon' };
    expect(sortTimeline([broken, first, same]).map((i) => i.id)).toEqual([
      first.id,
      same.id,
      'broken',
    ]);
  });

  it('CON-LOC-87 (issue 27) every session of the day: both punch-ins, both punch-outs, all breaks in time order', () => {
    const afternoon = {
      ...attendance,
      id: 'pm',
      checkInTime: '2026-03-10T09:00:00.000Z',
      checkOutTime: '2026-03-10T12:30:00.000Z',
      breaks: [
        {
          ...(attendance.breaks[0] ?? ({} as never)),
          id: 'tea',
          reason: 'Tea',
          startTime: '2026-03-10T10:00:00.000Z',
          endTime: '2026-03-10T10:12:00.000Z',
        },
      ],
    };
    const morning = { ...attendance, checkOutTime: '2026-03-10T08:30:00.000Z' };
    // Newest first, as the API lists them.
    const items = buildTimeline(
      day({ attendance: [afternoon, morning], trips: [], places: [], gaps: [], workLogs: [] }),
    );
    expect(items.map((i) => itemTitle(i, TZ))).toEqual([
      'Punched In',
      'Break Started: Lunch',
      'Break Ended: Lunch',
      'Punched Out',
      'Punched In',
      'Break Started: Tea',
      'Break Ended: Tea',
      'Punched Out',
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(buildTimeline(day({ attendance: [] })).some((i) => i.kind === 'punch-in')).toBe(false);
  });

  it('CON-LOC-86 an open break has a start entry only; an open day has no punch-out', () => {
    const open = {
      ...attendance,
      checkOutTime: null,
      checkOutLocation: null,
      checkOut: null,
      breaks: attendance.breaks.map((b) => ({ ...b, endTime: null, duration: null })),
    };
    const kinds = buildTimeline(day({ attendance: [open] })).map((i) => i.kind);
    expect(kinds).toContain('break-start');
    expect(kinds).not.toContain('break-end');
    expect(kinds).not.toContain('punch-out');
  });

  it('CON-LOC-88 CON-LOC-89 reads attendance and work-log coordinates as [lng, lat]', () => {
    const items = buildTimeline(day({ trips: [], places: [], gaps: [] }));
    expect(items.find((i) => i.kind === 'punch-in')?.point).toEqual({ lat: 15.4989, lng: 73.8278 });
    expect(items.find((i) => i.kind === 'work-log')?.point).toEqual({ lat: 15.53, lng: 73.82 });
    const bad: WorkLog = { ...workLog, location: { address: null, coordinates: [200, 15] } };
    expect(buildTimeline(day({ workLogs: [bad] })).find((i) => i.kind === 'work-log')?.point).toBe(
      null,
    );
  });
});

describe('entry texts', () => {
  it('CON-LOC-63 a work log without a department is General', () => {
    const [item] = buildTimeline({
      ...day(),
      attendance: [],
      trips: [],
      places: [],
      gaps: [],
      workLogs: [{ ...workLog, Department: null }],
    });
    expect(item && itemTitle(item, TZ)).toBe('Work Log: General');
  });

  it('CON-LOC-72 an unnamed place is Unknown place, shown by its coordinates without an address', () => {
    const t = tracking();
    const places = t.placesVisited.map((p) => ({ ...p, placeName: null, placeAddress: null }));
    const [item] = buildTimeline({
      ...day(),
      attendance: [],
      workLogs: [],
      trips: [],
      gaps: [],
      places,
    });
    expect(item && itemTitle(item, TZ)).toBe('Visited: Unknown place');
    expect(item && itemWhere(item)).toBe('15.53000, 73.82000');
  });

  it('CON-LOC-74 CON-LOC-76 a trip without an address reads Unknown location', () => {
    const items = buildTimeline({ ...day(), attendance: [], workLogs: [], places: [], gaps: [] });
    const second = items.filter((i) => i.kind === 'trip-start' || i.kind === 'trip-end').slice(2);
    expect(second.map(itemWhere)).toEqual(['Unknown location', 'Unknown location']);
    const [first] = items;
    expect(first && itemWhere(first)).toBe('Head office, Panaji');
  });
});
