import {
  addCalendarDays,
  localDateIn,
  localDateTimeIn,
  type MailScheduleFrequency,
} from '@ronda/shared';

/** The hour, in the company's zone, from which a period's e-mail goes out. */
const SEND_FROM_HOUR = 6;
/** The alerts digest waits for the night's late alerts to be swept and closed. */
const DIGEST_FROM_HOUR = 7;

export interface ReportSlot {
  /** 'monthly:2026-11' (sends October), 'weekly:2026-11-23' (sends 16–22 November). */
  slot: string;
  /** The period the e-mail holds: the month or week before the slot's start. */
  period: { from: string; to: string };
  /** Whether the slot has begun: its first day has reached 06:00 in the company's zone. */
  due: boolean;
}

/** The current slot of a schedule: this month's (or this week's) e-mail, of the one before. */
export function currentSlot(
  frequency: MailScheduleFrequency,
  now: Date,
  timeZone: string,
): ReportSlot {
  const today = localDateIn(now, timeZone);
  const hour = Number(localDateTimeIn(now, timeZone).slice(11, 13));
  if (frequency === 'alerts-daily') {
    const yesterday = addCalendarDays(today, -1);
    return {
      slot: `alerts-daily:${today}`,
      period: { from: yesterday, to: yesterday },
      due: hour >= DIGEST_FROM_HOUR,
    };
  }
  if (frequency === 'monthly') {
    const first = `${today.slice(0, 8)}01`;
    const lastMonthEnd = addCalendarDays(first, -1);
    return {
      slot: `monthly:${today.slice(0, 7)}`,
      period: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
      due: today > first || hour >= SEND_FROM_HOUR,
    };
  }
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addCalendarDays(today, -((weekday + 6) % 7));
  return {
    slot: `weekly:${monday}`,
    period: { from: addCalendarDays(monday, -7), to: addCalendarDays(monday, -1) },
    due: today > monday || hour >= SEND_FROM_HOUR,
  };
}
