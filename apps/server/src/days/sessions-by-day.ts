import { addCalendarDays, type SessionLike } from '@ronda/shared';
import type { BreakSpanRow, SessionSpanRow } from '../repositories/attendance-range.repository.ts';

/**
 * Each person's sessions by the company day they belong to: their punch-in's, and the next
 * day's too while a session is still open (attendanceDayTotals counts it from midnight).
 */
export function sessionsByDay(
  records: readonly SessionSpanRow[],
  breaks: readonly BreakSpanRow[],
  dayOf: (at: number) => string,
): Map<string, Map<string, SessionLike[]>> {
  const breaksOf = new Map<string, BreakSpanRow[]>();
  for (const b of breaks) {
    const list = breaksOf.get(b.attendanceId);
    if (list) list.push(b);
    else breaksOf.set(b.attendanceId, [b]);
  }
  const byPerson = new Map<string, Map<string, SessionLike[]>>();
  const add = (userId: string, day: string, session: SessionLike) => {
    let days = byPerson.get(userId);
    if (!days) byPerson.set(userId, (days = new Map<string, SessionLike[]>()));
    const list = days.get(day);
    if (list) list.push(session);
    else days.set(day, [session]);
  };
  for (const r of records) {
    const session: SessionLike = {
      id: r.id,
      checkInTime: r.checkIn,
      checkOutTime: r.checkOut,
      breaks: (breaksOf.get(r.id) ?? []).map((b) => ({ startTime: b.start, endTime: b.end })),
    };
    const day = dayOf(r.checkIn);
    add(r.userId, day, session);
    if (r.checkOut === null) add(r.userId, addCalendarDays(day, 1), session);
  }
  return byPerson;
}
