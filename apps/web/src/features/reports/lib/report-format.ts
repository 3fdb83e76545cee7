import { formatHMM, type AttendanceReportPerson, type AttendanceStatus } from '@ronda/shared';
import type { DayRange } from './report-period';

type ReportDay = AttendanceReportPerson['days'][number];

/** The statuses in words, for the grid's cells and its legend. */
export const STATUS_WORDS: Readonly<Record<AttendanceStatus, string>> = {
  present: 'Present',
  'half-day': 'Half day',
  absent: 'Absent',
  holiday: 'Holiday',
  'weekly-off': 'Weekly off',
  pending: 'Not over yet',
  'not-employed': 'Not employed',
};

/** Minutes as the report's h:mm ("7:55", "176:30"). */
export const hoursOf = (minutes: number) => formatHMM(minutes * 60_000);

// Calendar days are read on UTC midnights so that no zone moves them to the day before.
const dayParts = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function partsOf(date: string) {
  const parts = dayParts.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
  };
}

/** "Mon 5 Oct": a day of the period, short enough for a cell's label. */
export function dayLabel(date: string): string {
  const { weekday, day, month } = partsOf(date);
  return `${weekday} ${day} ${month}`;
}

/** The grid's column heads: "Mon" over "5", with the month on the 1st and the first column. */
export function columnHead(date: string, first: boolean): { weekday: string; day: string } {
  const { weekday, day, month } = partsOf(date);
  return { weekday, day: first || day === '1' ? `${day} ${month}` : day };
}

/** "1 Nov 2026 – 30 Nov 2026", or "5 Oct 2026" for a single day. */
export function rangeLabel({ from, to }: DayRange): string {
  const full = (date: string) => {
    const { day, month, year } = partsOf(date);
    return `${day} ${month} ${year}`;
  };
  return from === to ? full(from) : `${full(from)} – ${full(to)}`;
}

const SENT_PERIOD = /^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/;

/** A report e-mail's period, "2026-10-01 to 2026-10-31", as the page writes periods; else as it came. */
export function sentLabel(period: string): string {
  const match = SENT_PERIOD.exec(period);
  return match?.[1] && match[2] ? rangeLabel({ from: match[1], to: match[2] }) : period;
}

/** A punch's time of day in the company's zone, 24-hour: "09:35". */
export function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/**
 * What a grid cell says to a reader and in its tooltip:
 * "Mon 5 Oct: Present, in 09:35, out 18:45, worked 7:55, late".
 */
export function cellLabel(day: ReportDay, timeZone: string): string {
  const status =
    day.status === 'holiday' && day.holidayName
      ? `Holiday (${day.holidayName})`
      : STATUS_WORDS[day.status];
  const details = [
    day.firstIn && `in ${clockIn(day.firstIn, timeZone)}`,
    day.lastOut && `out ${clockIn(day.lastOut, timeZone)}`,
    day.workedMinutes > 0 && `worked ${hoursOf(day.workedMinutes)}`,
    day.breakMinutes > 0 && `breaks ${hoursOf(day.breakMinutes)}`,
    day.overtimeMinutes > 0 && `overtime ${hoursOf(day.overtimeMinutes)}`,
    day.late && 'late',
    day.earlyDeparture && 'left early',
  ].filter((part): part is string => typeof part === 'string');
  return `${dayLabel(day.date)}: ${[status, ...details].join(', ')}`;
}
