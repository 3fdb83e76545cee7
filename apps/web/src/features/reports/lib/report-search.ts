import { isCalendarDay } from '@ronda/shared';
import {
  DEFAULT_PERIOD,
  DEFAULT_PRESET,
  isPeriodPreset,
  rangeProblem,
  type Period,
} from './report-period';

/** What the report shows: the period and whom, as the address holds it (a shareable link). */
export interface ReportFilters {
  period: Period;
  departmentId: string | null;
  /** No one listed: everyone the viewer may see. */
  userIds: string[];
}

export const NO_REPORT_FILTERS: ReportFilters = {
  period: DEFAULT_PERIOD,
  departmentId: null,
  userIds: [],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The server takes at most this many people at a time (reportQuerySchema). */
const MAX_PEOPLE = 1000;

export interface ParsedReportSearch {
  filters: ReportFilters;
  /** Something in the address could not be a filter and was left out: rewrite the address. */
  dropped: boolean;
}

function periodOf(search: URLSearchParams): { period: Period; dropped: boolean } {
  const preset = search.get('period');
  const from = search.get('from');
  const to = search.get('to');
  const hasRange = from !== null || to !== null;
  if (isPeriodPreset(preset)) {
    // One period per address: a preset beside from/to wins, and the days are dropped.
    return { period: { kind: 'preset', preset }, dropped: hasRange };
  }
  if (hasRange && isCalendarDay(from) && isCalendarDay(to) && !rangeProblem({ from, to })) {
    return { period: { kind: 'range', from, to }, dropped: preset !== null };
  }
  return { period: DEFAULT_PERIOD, dropped: preset !== null || hasRange };
}

/**
 * Reads `period=this-month` or `from=…&to=…`, `departmentId` and repeated `userId`. Anything
 * malformed (an unknown period, a day that does not exist, a range past the limit, an id that
 * is not one) is left out rather than turned into an error page.
 */
export function parseReportSearch(search: URLSearchParams): ParsedReportSearch {
  const { period, dropped: periodDropped } = periodOf(search);
  const department = search.get('departmentId');
  const departmentId = department !== null && UUID.test(department) ? department : null;
  const rawUsers = search.getAll('userId');
  const userIds = [...new Set(rawUsers.filter((id) => UUID.test(id)))].slice(0, MAX_PEOPLE);
  const dropped =
    periodDropped ||
    (department !== null && departmentId === null) ||
    userIds.length !== rawUsers.length;
  return { filters: { period, departmentId, userIds }, dropped };
}

/** The address's query for these filters; the default period (this month) is not written. */
export function toReportSearch(filters: ReportFilters): URLSearchParams {
  const search = new URLSearchParams();
  const { period } = filters;
  if (period.kind === 'range') {
    search.set('from', period.from);
    search.set('to', period.to);
  } else if (period.preset !== DEFAULT_PRESET) {
    search.set('period', period.preset);
  }
  if (filters.departmentId) search.set('departmentId', filters.departmentId);
  for (const id of filters.userIds) search.append('userId', id);
  return search;
}
