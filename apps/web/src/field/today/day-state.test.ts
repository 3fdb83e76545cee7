import { describe, expect, it } from 'vitest';
import { applyEvent, EMPTY_DAY, formatDuration, phaseOf, workedMs } from './day-state';

const at = (hhmm: string) => `2026-11-24T${hhmm}:00.000Z`;

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
    expect(day.breaks).toEqual([
      { id: 'b1', reason: 'Lunch', startTime: at('06:30'), endTime: at('07:00') },
    ]);
  });

  it('counts worked time less breaks, a running break up to now, and stops at punch-out', () => {
    let day = applyEvent(EMPTY_DAY, { type: 'punch-in', at: at('03:30') });
    day = applyEvent(day, { type: 'break-start', at: at('06:30'), id: 'b1', reason: 'Tea' });
    // 3 h before the break; the running break counts nothing.
    expect(workedMs(day, Date.parse(at('06:45')))).toBe(3 * 3600_000);
    day = applyEvent(day, { type: 'punch-out', at: at('07:30') });
    // Punching out ends the open break at the same time.
    expect(day.breaks[0]?.endTime).toBe(at('07:30'));
    expect(workedMs(day, Date.parse(at('12:00')))).toBe(3 * 3600_000);
  });

  it('a new punch-in starts a fresh day record', () => {
    const done = applyEvent(applyEvent(EMPTY_DAY, { type: 'punch-in', at: at('03:30') }), {
      type: 'punch-out',
      at: at('05:00'),
    });
    const again = applyEvent(done, { type: 'punch-in', at: at('06:00') });
    expect(again).toEqual({ ...EMPTY_DAY, punchedInAt: at('06:00') });
  });

  it('shows seconds under an hour so a timer visibly runs, hours and minutes above', () => {
    expect(formatDuration(4 * 60_000 + 9_000)).toBe('4 m 09 s');
    expect(formatDuration(2 * 3600_000 + 5 * 60_000 + 59_000)).toBe('2 h 05 m');
    expect(formatDuration(0)).toBe('0 m 00 s');
  });
});
