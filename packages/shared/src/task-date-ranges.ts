import { TZDate } from '@date-fns/tz';
// One subpath per function, not the 'date-fns' index: Node 24 re-reads date-fns's 200 KB
// package.json for every module it loads from the package, and the index loads 250 of them
// (2.6 s at the server's start here, against 0.07 s for these four).
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfWeek } from 'date-fns/startOfWeek';

/** The Tasks date filter's options (console.md §2 Tasks); weeks run Monday to Sunday. */
export const TASK_DATE_OPTIONS = ['today', 'tomorrow', 'this-week', 'next-week'] as const;
export type TaskDateOption = (typeof TASK_DATE_OPTIONS)[number];

export const TASK_DATE_LABELS: Record<TaskDateOption, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-week': 'This Week',
  'next-week': 'Next Week',
};

/** console.md §3 "Filter date range": startDate inclusive, endDate exclusive (the next midnight). */
export interface TaskDateRange {
  startDate: string;
  endDate: string;
  label: string;
}

/** The range of an option in the company's time zone, as ISO instants the server compares. */
export function taskDateRange(option: TaskDateOption, now: Date, timeZone: string): TaskDateRange {
  const today = startOfDay(new TZDate(now.getTime(), timeZone));
  const monday = startOfWeek(today, { weekStartsOn: 1 });
  const [start, end] =
    option === 'today'
      ? [today, addDays(today, 1)]
      : option === 'tomorrow'
        ? [addDays(today, 1), addDays(today, 2)]
        : option === 'this-week'
          ? [monday, addWeeks(monday, 1)]
          : [addWeeks(monday, 1), addWeeks(monday, 2)];
  return {
    startDate: new Date(start.getTime()).toISOString(),
    endDate: new Date(end.getTime()).toISOString(),
    label: TASK_DATE_LABELS[option],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date (YYYY-MM-DD) in a time zone: the due date input's minimum. */
export function localDateIn(now: Date, timeZone: string): string {
  const d = new TZDate(now.getTime(), timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Now as YYYY-MM-DDTHH:mm in a time zone: the follow-up input's minimum. */
export function localDateTimeIn(now: Date, timeZone: string): string {
  const d = new TZDate(now.getTime(), timeZone);
  return `${localDateIn(now, timeZone)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A wall-clock date or date-time of the company (YYYY-MM-DD[THH:mm]) as an ISO instant. */
export function localToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  const at = new TZDate(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    timeZone,
  );
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime()).toISOString();
}
