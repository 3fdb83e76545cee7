import {
  REPORT_TRAVEL_MODES,
  rupeesText,
  type ReportSettingsRequest,
  type TripType,
  type Weekday,
} from '@ronda/shared';
import { refusalOf } from '@/components/form/field-refusal';
import { noProblems, type FormProblems, type SchemaIssue } from '@/components/form/form-problems';
import type { StoredReportSettings } from '../lib/report-settings';

/** What the boxes hold: text as typed, so a half-typed number is shown as it is. */
export interface SettingsBoxes {
  workDays: Weekday[];
  shiftStart: string;
  shiftEnd: string;
  lateGraceMinutes: string;
  halfDayBelowMinutes: string;
  absentBelowMinutes: string;
  /** `key` keeps a row's boxes its own when a row above it is removed. */
  holidays: { key: number; date: string; name: string }[];
  rates: Record<TripType, string>;
}

let nextKey = 0;
export const newHolidayRow = (date = '', name = '') => ({ key: nextKey++, date, name });

export function boxesOf(s: StoredReportSettings): SettingsBoxes {
  return {
    workDays: s.workDays as Weekday[],
    shiftStart: s.shiftStart,
    shiftEnd: s.shiftEnd,
    lateGraceMinutes: String(s.lateGraceMinutes),
    halfDayBelowMinutes: String(s.halfDayBelowMinutes),
    absentBelowMinutes: String(s.absentBelowMinutes),
    holidays: s.holidays.map((h) => newHolidayRow(h.date, h.name)),
    rates: {
      walking: rupeesText(s.ratesPerKm.walking),
      cycling: rupeesText(s.ratesPerKm.cycling),
      driving: rupeesText(s.ratesPerKm.driving),
    },
  };
}

// An empty or half-typed box is not a number: the schema's refusal names the box.
const numberOf = (box: string) => (box.trim() === '' ? Number.NaN : Number(box));

/** The PUT body, for the shared schema to check exactly as the server will. */
export function bodyOf(boxes: SettingsBoxes): ReportSettingsRequest {
  return {
    workDays: boxes.workDays,
    shiftStart: boxes.shiftStart,
    shiftEnd: boxes.shiftEnd,
    lateGraceMinutes: numberOf(boxes.lateGraceMinutes),
    halfDayBelowMinutes: numberOf(boxes.halfDayBelowMinutes),
    absentBelowMinutes: numberOf(boxes.absentBelowMinutes),
    holidays: boxes.holidays.map(({ date, name }) => ({ date, name })),
    ratesPerKm: {
      walking: numberOf(boxes.rates.walking),
      cycling: numberOf(boxes.rates.cycling),
      driving: numberOf(boxes.rates.driving),
    },
  };
}

export const holidayField = (index: number, part: 'date' | 'name') => `holidays.${index}.${part}`;
export const rateField = (mode: TripType) => `ratesPerKm.${mode}`;
export const HOLIDAY_ADD_ID = 'report-holiday-add';

/**
 * Each field's control, in form order (the first with a problem takes focus). Fields are named
 * by their path in the body ("holidays.2.name", "ratesPerKm.walking"), as the server's refusals
 * name them; the rows of holidays come and go, so the list is made for the rows shown.
 */
export function fieldIdsOf(holidayCount: number): Record<string, string> {
  const ids: Record<string, string> = {
    workDays: 'report-work-day-1',
    shiftStart: 'report-shift-start',
    shiftEnd: 'report-shift-end',
    lateGraceMinutes: 'report-grace',
    halfDayBelowMinutes: 'report-half-day',
    absentBelowMinutes: 'report-absent',
    // A problem of the whole list (a date twice, too many) is said under it; focus goes to Add.
    holidays: HOLIDAY_ADD_ID,
  };
  for (let i = 0; i < holidayCount; i++) {
    ids[holidayField(i, 'date')] = `report-holiday-${i}-date`;
    ids[holidayField(i, 'name')] = `report-holiday-${i}-name`;
  }
  for (const mode of REPORT_TRAVEL_MODES) ids[rateField(mode)] = `report-rate-${mode}`;
  return ids;
}

/** The field a schema issue is about: a holiday's box, a mode's rate, or a part as a whole. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [part, index, leaf] = path;
  if (part === 'holidays' && typeof index === 'number' && typeof leaf === 'string') {
    return `holidays.${index}.${leaf}`;
  }
  if (part === 'ratesPerKm' && typeof index === 'string') return `ratesPerKm.${index}`;
  return String(part ?? '');
}

/**
 * The schema's own messages (plain sentences, the same the server sends) under their fields,
 * the first for each field; one about nothing shown goes above the buttons.
 */
export function problemsOfIssues(
  issues: readonly (SchemaIssue & { message: string })[],
  fieldIds: Record<string, string>,
): FormProblems<string> {
  const problems = noProblems<string>();
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (Object.hasOwn(fieldIds, field)) problems.fields[field] ??= issue.message;
    else problems.form ??= issue.message;
  }
  return problems;
}

const NOT_SAVED = 'The report settings could not be saved. Please try again.';

/** A failed save: the server's sentence under the field it names, else above the buttons. */
export function problemsOfFailure(
  error: unknown,
  fieldIds: Record<string, string>,
): FormProblems<string> {
  const { field, message } = refusalOf(error, NOT_SAVED);
  const problems = noProblems<string>();
  if (field && Object.hasOwn(fieldIds, field)) problems.fields[field] = message;
  else problems.form = message;
  return problems;
}
