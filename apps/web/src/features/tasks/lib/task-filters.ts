import {
  TASK_DATE_LABELS,
  TASK_DATE_OPTIONS,
  TASK_SORTS,
  taskDateRange,
  taskListStatusOf,
  type TaskDateOption,
  type TaskListStatus,
  type TaskSort,
} from '@ronda/shared';

/** The Tasks page's filters; the URL's query (console.md §2) is where they live. */
export interface TaskFilters {
  /** The four statuses and (issue 28) overdue; any of them matches. */
  statuses: TaskListStatus[];
  date: TaskDateOption | null;
  departmentId: string | null;
  employeeId: string | null;
  customerId: string | null;
  supervisorId: string | null;
  /** Issue 28: words to find (q=), combined with every filter. */
  q: string;
  /** Issue 28: the order (sort=); newest is the default and is not written in the URL. */
  sort: TaskSort;
}

export const NO_FILTERS: TaskFilters = {
  statuses: [],
  date: null,
  departmentId: null,
  employeeId: null,
  customerId: null,
  supervisorId: null,
  q: '',
  sort: 'newest',
};

export const ID_FILTERS = ['departmentId', 'employeeId', 'customerId', 'supervisorId'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

const toStatus = (value: string): TaskListStatus | undefined => taskListStatusOf(value);

/** Reads the filters from the query: status (comma list or all), date, and the four ids. */
export function parseTaskSearch(search: URLSearchParams): TaskFilters {
  const status = search.get('status') ?? '';
  const statuses =
    status === '' || status === 'all'
      ? []
      : [...new Set(status.split(',').flatMap((s) => toStatus(s.trim()) ?? []))];
  const date = TASK_DATE_OPTIONS.find((o) => o === search.get('date')) ?? null;
  const id = (key: IdFilter) => {
    const value = search.get(key)?.trim();
    return value && UUID.test(value) ? value : null;
  };
  return {
    statuses,
    date,
    departmentId: id('departmentId'),
    employeeId: id('employeeId'),
    customerId: id('customerId'),
    supervisorId: id('supervisorId'),
    q: (search.get('q') ?? '').trim().slice(0, 200),
    sort: TASK_SORTS.find((s) => s === search.get('sort')) ?? 'newest',
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FILTER_NAMES: Record<IdFilter | 'status' | 'date' | 'sort', string> = {
  departmentId: 'department',
  employeeId: 'employee',
  customerId: 'customer',
  supervisorId: 'supervisor',
  status: 'status',
  date: 'date',
  sort: 'order',
};

/**
 * Issue 28: what in the address cannot be a filter (an id that is not an id, a status or date
 * or order the page does not know); the page drops it with a notice instead of failing.
 */
export function malformedFilters(search: URLSearchParams): (keyof typeof FILTER_NAMES)[] {
  const bad: (keyof typeof FILTER_NAMES)[] = [];
  for (const key of ID_FILTERS) {
    const value = search.get(key)?.trim();
    if (value && !UUID.test(value)) bad.push(key);
  }
  const status = search.get('status') ?? '';
  if (status && status !== 'all' && status.split(',').some((s) => !toStatus(s.trim()))) {
    bad.push('status');
  }
  const date = search.get('date');
  if (date && !TASK_DATE_OPTIONS.some((o) => o === date)) bad.push('date');
  const sort = search.get('sort');
  if (sort && !TASK_SORTS.some((o) => o === sort)) bad.push('sort');
  return bad;
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
  if (filters.q) search.set('q', filters.q);
  if (filters.sort !== 'newest') search.set('sort', filters.sort);
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
  if (filters.q) query.q = filters.q;
  if (filters.sort !== 'newest') query.sort = filters.sort;
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
  if (filters.q) {
    chips.push({ key: 'q', label: `Search: ${filters.q}`, without: { ...filters, q: '' } });
  }
  return chips;
}
