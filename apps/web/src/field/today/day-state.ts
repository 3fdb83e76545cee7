import type { AttendanceRecord } from '@ronda/shared';

/** The person's day as the field app shows it: the server's record, or what was done offline. */
export interface DayBreak {
  id: string;
  reason: string;
  startTime: string;
  endTime: string | null;
}

export interface DayState {
  punchedInAt: string | null;
  punchedOutAt: string | null;
  breaks: DayBreak[];
  /** The server said the punch-in was outside every work site (known once it was sent). */
  outsideSite: boolean;
}

export const EMPTY_DAY: DayState = {
  punchedInAt: null,
  punchedOutAt: null,
  breaks: [],
  outsideSite: false,
};

export type DayPhase = 'off' | 'working' | 'on-break' | 'done';

export function phaseOf(day: DayState): DayPhase {
  if (!day.punchedInAt) return 'off';
  if (day.punchedOutAt) return 'done';
  return day.breaks.some((b) => b.endTime === null) ? 'on-break' : 'working';
}

export type DayEvent =
  | { type: 'punch-in'; at: string }
  | { type: 'punch-out'; at: string }
  | { type: 'break-start'; at: string; id: string; reason: string }
  | { type: 'break-end'; at: string };

/** What the day becomes after an action, done at once on the phone (the server follows). */
export function applyEvent(day: DayState, event: DayEvent): DayState {
  switch (event.type) {
    case 'punch-in':
      return { ...EMPTY_DAY, punchedInAt: event.at };
    case 'punch-out':
      return {
        ...day,
        punchedOutAt: event.at,
        breaks: day.breaks.map((b) => (b.endTime ? b : { ...b, endTime: event.at })),
      };
    case 'break-start':
      return {
        ...day,
        breaks: [
          ...day.breaks,
          { id: event.id, reason: event.reason, startTime: event.at, endTime: null },
        ],
      };
    case 'break-end':
      return {
        ...day,
        breaks: day.breaks.map((b) => (b.endTime ? b : { ...b, endTime: event.at })),
      };
  }
}

/** The server's newest record of the day, in the app's shape. */
export function dayFromRecord(record: AttendanceRecord | undefined): DayState {
  if (!record) return EMPTY_DAY;
  return {
    punchedInAt: record.checkInTime,
    punchedOutAt: record.checkOutTime,
    breaks: record.breaks.map((b) => ({
      id: b.id,
      reason: b.reason,
      startTime: b.startTime,
      endTime: b.endTime,
    })),
    outsideSite: record.checkIn.outsideSite,
  };
}

/** Milliseconds worked so far: from punch-in to punch-out (or now), less the breaks. */
export function workedMs(day: DayState, now: number): number {
  if (!day.punchedInAt) return 0;
  const end = day.punchedOutAt ? Date.parse(day.punchedOutAt) : now;
  const onBreaks = day.breaks.reduce((sum, b) => {
    const from = Date.parse(b.startTime);
    const to = b.endTime ? Date.parse(b.endTime) : end;
    return sum + Math.max(0, Math.min(to, end) - from);
  }, 0);
  return Math.max(0, end - Date.parse(day.punchedInAt) - onBreaks);
}

/** 2 h 05 m, or 4 m 09 s under an hour (a running timer must visibly run). */
export function formatDuration(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h} h ${two(m)} m` : `${m} m ${two(s)} s`;
}
