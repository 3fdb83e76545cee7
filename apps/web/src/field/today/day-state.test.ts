import { describe, expect, it } from 'vitest';
import { applyEvent, dayTotals, EMPTY_DAY, phaseOf, readDay } from './day-state';

const at = (hhmm: string) => `2026-11-24T${hhmm}:00.000Z`;
const bounds = { start: new Date(at('00:00')), end: new Date('2026-11-25T00:00:00.000Z') };
const HOUR = 3_600_000;

describe('the field day: phases, breaks and hours worked', () => {
  it('moves off → working → on a break → working → done', () => {
    let day = applyEvent(EMPTY_DAY, { type: 'punch-in', at: at('03:30') });
    expect(phaseOf(day)).toBe('working');
    day = applyEvent(day, { type: 'break-start', at: at('06:30'), id: 'b1', reason: 'Lunch' });
    expect(phaseOf(day)).toBe('on-break');
    day = applyEvent(day, { type: 'break-end', at: at('07:00') });
    expect(phaseOf(day)).toBe('working');
    day = applyEvent(day, { type: 'punch-out', at: at('12:30') });
    expect(phaseOf(day)).toBe('done');
    expect(day.sessions[0]?.breaks).toEqual([
      { id: 'b1', reason: 'Lunch', startTime: at('06:30'), endTime: at('07:00') },
    ]);
  });

  it('counts worked time less breaks, a running break up to now, and stops at punch-out', () => {
    let day = applyEvent(EMPTY_DAY, { type: 'punch-in', at: at('03:30') });
    day = applyEvent(day, { type: 'break-start', at: at('06:30'), id: 'b1', reason: 'Tea' });
    // 3 h before the break; the running break counts nothing.
    expect(dayTotals(day, bounds, Date.parse(at('06:45'))).workedMs).toBe(3 * HOUR);
    day = applyEvent(day, { type: 'punch-out', at: at('07:30') });
    // Punching out ends the open break at the same time.
    expect(day.sessions[0]?.breaks[0]?.endTime).toBe(at('07:30'));
    expect(dayTotals(day, bounds, Date.parse(at('12:00'))).workedMs).toBe(3 * HOUR);
  });

  it('issue 27: a second punch-in adds a session and the day keeps counting the morning', () => {
    let day = applyEvent(EMPTY_DAY, { type: 'punch-in', at: at('03:30') });
    day = applyEvent(day, { type: 'punch-out', at: at('06:30') });
    day = applyEvent(day, { type: 'punch-in', at: at('07:30') });
    expect(day.sessions.map((s) => s.punchedInAt)).toEqual([at('03:30'), at('07:30')]);
    expect(phaseOf(day)).toBe('working');
    const totals = dayTotals(day, bounds, Date.parse(at('08:30')));
    expect(totals.workedMs).toBe(4 * HOUR);
    expect(totals.open?.loggedMs).toBe(1 * HOUR);
  });

  it('reads a day kept by the previous version of the app', () => {
    const old = { punchedInAt: at('03:30'), punchedOutAt: null, breaks: [], outsideSite: true };
    expect(readDay(old).sessions).toEqual([{ ...old }]);
    expect(readDay({ punchedInAt: null, breaks: [] })).toEqual(EMPTY_DAY);
    expect(readDay('garbage')).toEqual(EMPTY_DAY);
  });
});
