import {
  calendarDayText,
  minutesText,
  REPORT_TRAVEL_MODES,
  rupeesText,
  weekdaysText,
  type ReportSettings,
} from '@ronda/shared';

type Holiday = ReportSettings['holidays'][number];

/** One line of the audit trail for one changed part of the report settings. */
export interface SettingsChange {
  part: string;
  summary: string;
  /** The part's values before and after, for the audit line's details. */
  before: unknown;
  after: unknown;
}

// Past this many holidays added (or removed) at once, one line says how many and their span
// rather than naming each: a year's list pasted in is one change, not a screenful.
const NAMED_HOLIDAYS = 3;

const holidayText = (h: Holiday) => `${calendarDayText(h.date)} ${h.name}`;

function holidaysLine(verb: string, list: Holiday[]): string | null {
  const [first] = list;
  const last = list.at(-1);
  if (!first || !last) return null;
  if (list.length === 1) return `${verb} the holiday ${holidayText(first)}`;
  if (list.length <= NAMED_HOLIDAYS) {
    const named = list.map(holidayText);
    return `${verb} the holidays ${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`;
  }
  return `${verb} ${list.length} holidays, ${calendarDayText(first.date)} to ${calendarDayText(last.date)}`;
}

function holidayChanges(before: Holiday[], after: Holiday[]): SettingsChange[] {
  const was = new Map(before.map((h) => [h.date, h.name]));
  const now = new Map(after.map((h) => [h.date, h.name]));
  const added = after.filter((h) => !was.has(h.date));
  const removed = before.filter((h) => !now.has(h.date));
  const renamed = after.filter((h) => was.has(h.date) && was.get(h.date) !== h.name);
  const renames: [string | null, unknown, unknown][] =
    renamed.length > NAMED_HOLIDAYS
      ? [[holidaysLine('Renamed', renamed), null, renamed]]
      : renamed.map((h) => [
          `Renamed the holiday on ${calendarDayText(h.date)} from ${was.get(h.date)} to ${h.name}`,
          { date: h.date, name: was.get(h.date) },
          h,
        ]);
  const lines: [string | null, unknown, unknown][] = [
    [holidaysLine('Added', added), null, added],
    [holidaysLine('Removed', removed), removed, null],
    ...renames,
  ];
  return lines.flatMap(([summary, old, fresh]) =>
    summary ? [{ part: 'holidays', summary, before: old, after: fresh }] : [],
  );
}

/**
 * What an admin changed, one plain line per part ("Changed the shift to 09:00–18:00 (was
 * 09:30–18:30)"); nothing when the settings are as they were.
 */
export function reportSettingsChanges(
  before: ReportSettings,
  after: ReportSettings,
): SettingsChange[] {
  const changes: SettingsChange[] = [];
  const scalar = (part: string, what: string, of: (s: ReportSettings) => string) => {
    if (of(before) !== of(after)) {
      changes.push({
        part,
        summary: `Changed ${what} to ${of(after)} (was ${of(before)})`,
        before: of(before),
        after: of(after),
      });
    }
  };
  scalar('workDays', 'the working days', (s) => weekdaysText(s.workDays));
  scalar('shift', 'the shift', (s) => `${s.shiftStart}–${s.shiftEnd}`);
  scalar('lateGraceMinutes', 'the grace for lateness', (s) => minutesText(s.lateGraceMinutes));
  scalar(
    'halfDayBelowMinutes',
    'the half day',
    (s) => `under ${minutesText(s.halfDayBelowMinutes)}`,
  );
  scalar('absentBelowMinutes', 'absent', (s) => `under ${minutesText(s.absentBelowMinutes)}`);
  changes.push(...holidayChanges(before.holidays, after.holidays));
  for (const mode of REPORT_TRAVEL_MODES) {
    scalar(
      `ratesPerKm.${mode}`,
      `the ${mode} rate`,
      (s) => `₹${rupeesText(s.ratesPerKm[mode])} per km`,
    );
  }
  return changes;
}
