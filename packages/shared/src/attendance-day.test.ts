import { describe, expect, it } from 'vitest';
import { attendanceDayTotals } from './attendance-day.ts';

const day = { start: new Date('2026-03-10T00:00:00Z'), end: new Date('2026-03-11T00:00:00Z') };
const at = (hhmm: string) => `2026-03-10T${hhmm}:00Z`;
const min = 60_000;

describe('attendanceDayTotals (issue 27, CON-LOC-87)', () => {
  it('counts every session of the day and every break, in time order', () => {
    const totals = attendanceDayTotals(
      [
        // Newest first, as the API lists them.
        {
          id: 'pm',
          checkInTime: at('13:00'),
          checkOutTime: null,
          breaks: [{ startTime: at('15:00'), endTime: at('15:12') }],
        },
        {
          id: 'am',
          checkInTime: at('09:00'),
          checkOutTime: at('12:30'),
          breaks: [
            { startTime: at('10:00'), endTime: at('10:15') },
            { startTime: at('11:00'), endTime: at('11:05') },
          ],
        },
      ],
      day,
      new Date(at('16:00')),
    );
    expect(totals.sessions.map((s) => s.id)).toEqual(['am', 'pm']);
    expect(totals.loggedMs).toBe((210 + 180) * min);
    expect(totals.breakMs).toBe((15 + 5 + 12) * min);
    expect(totals.workedMs).toBe(totals.loggedMs - totals.breakMs);
    expect(totals.breakCount).toBe(3);
    expect(totals.open?.id).toBe('pm');
  });

  it('counts an open break up to now, and a session carried over from yesterday from midnight', () => {
    const totals = attendanceDayTotals(
      [
        {
          id: 'night',
          checkInTime: '2026-03-09T22:00:00Z',
          checkOutTime: null,
          breaks: [
            { startTime: '2026-03-09T23:30:00Z', endTime: at('00:30') },
            { startTime: at('01:00'), endTime: null },
          ],
        },
      ],
      day,
      new Date(at('01:30')),
    );
    const [night] = totals.sessions;
    expect(night?.carriedOver).toBe(true);
    expect(night?.from).toBe(day.start.getTime());
    expect(totals.loggedMs).toBe(90 * min);
    // 00:00–00:30 of the first break and 01:00–01:30 of the open one.
    expect(totals.breakMs).toBe(60 * min);
    expect(totals.workedMs).toBe(30 * min);
  });

  it('keeps a punch-out after midnight with the day it began on, and skips unreadable times', () => {
    const totals = attendanceDayTotals(
      [
        { id: 'late', checkInTime: at('20:00'), checkOutTime: '2026-03-11T02:00:00Z', breaks: [] },
        { id: 'bad', checkInTime: 'not a time', checkOutTime: null, breaks: [] },
      ],
      day,
      new Date('2026-03-11T09:00:00Z'),
    );
    expect(totals.sessions.map((s) => s.id)).toEqual(['late']);
    expect(totals.loggedMs).toBe(6 * 60 * min);
    expect(totals.open).toBeNull();
  });

  it('counts an open session of a past day up to its end only', () => {
    const totals = attendanceDayTotals(
      [{ id: 'forgot', checkInTime: at('22:00'), checkOutTime: null, breaks: [] }],
      day,
      new Date('2026-03-13T09:00:00Z'),
    );
    expect(totals.loggedMs).toBe(2 * 60 * min);
    expect(totals.open?.id).toBe('forgot');
  });

  it('never counts a negative or future time', () => {
    const totals = attendanceDayTotals(
      [{ id: 'ahead', checkInTime: at('10:00'), checkOutTime: at('18:00'), breaks: [] }],
      day,
      new Date(at('12:00')),
    );
    expect(totals.loggedMs).toBe(2 * 60 * min);
    const empty = attendanceDayTotals([], day, new Date(at('12:00')));
    expect(empty).toMatchObject({ loggedMs: 0, breakMs: 0, workedMs: 0, open: null });
  });
});
