import {
  TASK_DATE_LABELS,
  TASK_DATE_OPTIONS,
  TASK_STATUS_ALIASES,
  TASK_STATUSES,
  taskDateRange,
  type TaskDateOption,
  type TaskStatus,
} from '@ronda/shared';

/** The Tasks page's filters; the URL's query (console.md §2) is where they live. */
export interface TaskFilters {
  statuses: TaskStatus[];
  date: TaskDateOption | null;
  departmentId: string | null;
  employeeId: string | null;
  customerId: string | null;
  supervisorId: string | null;
}

export const NO_FILTERS: TaskFilters = {
  statuses: [],
  date: null,
  departmentId: null,
  employeeId: null,
  customerId: null,
  supervisorId: null,
};

export const ID_FILTERS = ['departmentId', 'employeeId', 'customerId', 'supervisorId'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

const toStatus = (value: string): TaskStatus | undefined =>
  TASK_STATUS_ALIASES[value] ?? TASK_STATUSES.find((s) => s === value);

/** Reads the filters from the query: status (comma list or all), date, and the four ids. */
export function parseTaskSearch(search: URLSearchParams): TaskFilters {
  const status = search.get('status') ?? '';
  const statuses =
    status === '' || status === 'all'
      ? []
      : [...new Set(status.split(',').flatMap((s) => toStatus(s.trim()) ?? []))];
  const date = TASK_DATE_OPTIONS.find((o) => o === search.get('date')) ?? null;
  const id = (key: IdFilter) => search.get(key)?.trim() || null;
  return {
    statuses,
    date,
    departmentId: id('departmentId'),
    employeeId: id('employeeId'),
    customerId: id('customerId'),
    supervisorId: id('supervisorId'),
  };
}

/** The query that holds the filters (what a shared or bookmarked link carries). */
export function toTaskSearch(filters: TaskFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.statuses.length > 0) search.set('status', filters.statuses.join(','));
  if (filters.date) search.set('date', filters.date);
  for (const key of ID_FILTERS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}

/** The list call's query (console.md §7): status comma-joined, page, limit 10, ids, dates. */
export function toListQuery(
  filters: TaskFilters,
  page: number,
  limit: number,
  now: Date,
  timeZone: string,
): Record<string, string | number> {
  const query: Record<string, string | number> = { page, limit };
  if (filters.statuses.length > 0) query.status = filters.statuses.join(',');
  for (const key of ID_FILTERS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  if (filters.date) {
    const range = taskDateRange(filters.date, now, timeZone);
    query.startDate = range.startDate;
    query.endDate = range.endDate;
  }
  return query;
}

export interface FilterChip {
  key: string;
  label: string;
  /** The filters without this one. */
  without: TaskFilters;
}

/** One removable chip per active filter; names come from the lists the page has loaded. */
export function filterChips(
  filters: TaskFilters,
  nameOf: (key: IdFilter, id: string) => string,
): FilterChip[] {
  const chips: FilterChip[] = filters.statuses.map((status) => ({
    key: `status:${status}`,
    label: `Status: ${status}`,
    without: { ...filters, statuses: filters.statuses.filter((s) => s !== status) },
  }));
  if (filters.date) {
    chips.push({
      key: 'date',
      label: `Date: ${TASK_DATE_LABELS[filters.date]}`,
      without: { ...filters, date: null },
    });
  }
  const titles: Record<IdFilter, string> = {
    departmentId: 'Department',
    employeeId: 'Employee',
    customerId: 'Customer',
    supervisorId: 'Supervisor',
  };
  for (const key of ID_FILTERS) {
    const value = filters[key];
    if (value) {
      chips.push({
        key,
        label: `${titles[key]}: ${nameOf(key, value)}`,
        without: { ...filters, [key]: null },
      });
    }
  }
  return chips;
}
