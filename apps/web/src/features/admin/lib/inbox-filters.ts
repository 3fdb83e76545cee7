import {
  NOTIFY_STATES,
  SUBMISSION_KINDS,
  TASK_STATUSES,
  type NotifyState,
  type SubmissionKind,
  type TaskStatus,
} from '@ronda/shared';

/** The server refuses longer searches (adminSubmissionsQuerySchema); the box stops there too. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEBOUNCE_MS = 300;

/** What the Inbox tab's filter bar holds; '' is "All". `search` is the text as typed. */
export interface SubmissionFilters {
  kind: SubmissionKind | '';
  state: NotifyState | '';
  search: string;
}

export interface CustomerRequestFilters {
  status: TaskStatus | '';
  search: string;
}

export const NO_SUBMISSION_FILTERS: SubmissionFilters = { kind: '', state: '', search: '' };
export const NO_CUSTOMER_REQUEST_FILTERS: CustomerRequestFilters = { status: '', search: '' };

/** The console shows statuses by these names; the shared package has no label map for them. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  incoming: 'Incoming',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

/** A select's value as one of `allowed`, or '' (All) for anything else. */
export function parseChoice<T extends string>(value: string, allowed: readonly T[]): T | '' {
  return allowed.find((choice) => choice === value) ?? '';
}

export const parseKind = (value: string) => parseChoice(value, SUBMISSION_KINDS);
export const parseState = (value: string) => parseChoice(value, NOTIFY_STATES);
export const parseStatus = (value: string) => parseChoice(value, TASK_STATUSES);

function searchTerm(text: string): string | undefined {
  const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}

/** Only the parameters that narrow the list, so equal filters make equal query keys. */
function defined<T extends Record<string, string | undefined>>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export type SubmissionsQuery = { kind?: SubmissionKind; state?: NotifyState; q?: string };
export type CustomerRequestsQuery = { status?: TaskStatus; q?: string };

/** GET /api/admin/submissions parameters for the filters (the search already debounced). */
export function toSubmissionsQuery(filters: SubmissionFilters): SubmissionsQuery {
  return defined({
    kind: filters.kind || undefined,
    state: filters.state || undefined,
    q: searchTerm(filters.search),
  });
}

export function toCustomerRequestsQuery(filters: CustomerRequestFilters): CustomerRequestsQuery {
  return defined({ status: filters.status || undefined, q: searchTerm(filters.search) });
}

/** "No … match." rather than "No … yet." once anything narrows the list. */
export const isFiltered = (query: object): boolean => Object.keys(query).length > 0;
