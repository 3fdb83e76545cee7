import {
  complaintSubmitRequestSchema,
  CUSTOMER_REQUEST_MESSAGES,
  customerCreateRequestSchema,
} from '@ronda/shared';
import {
  FORM_MESSAGES,
  problemsFromIssues,
  type FieldWordings,
  type FormProblems,
} from '@/components/form/form-problems';
import { toNewCustomerBody } from '../api/create-customer';
import type { RequestLocation } from './request-draft';
import { toComplaintBody } from './send-request';

export type RequestField =
  'email' | 'name' | 'phone' | 'company' | 'description' | 'location' | 'dueDate';

export interface RequestProblem {
  field: RequestField;
  message: string;
}

export interface RequestDraft {
  email: string;
  /** The typed name, or a returning customer's. */
  name: string;
  phone?: string;
  /** The route's company or the one picked in the dropdown; empty when none. */
  companyId: string;
  departmentId?: string | null;
  description: string;
  location: RequestLocation;
  dueDate: string;
  /** A returning customer (§4): no customer is created, so their details are not sent. */
  knownCustomer?: boolean;
}

const m = CUSTOMER_REQUEST_MESSAGES;

/** How messages speak of each field: the spec's texts (§5), and plain words for the rest. */
export const REQUEST_FIELD_WORDINGS: FieldWordings<RequestField> = {
  email: { label: 'Email', required: m.emailRequired, invalid: FORM_MESSAGES.email },
  name: { label: 'Name', required: m.nameRequired },
  phone: { label: 'Phone', invalid: FORM_MESSAGES.phone },
  company: { label: 'Company', required: m.companyRequired },
  description: { label: 'Description', required: m.descriptionRequired },
  location: { label: 'Location', required: m.locationRequired, invalid: m.locationRequired },
  dueDate: { label: 'Due Date', required: m.dueDateRequired, invalid: m.dueDateInvalid },
};

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;

/**
 * The due date as an ISO timestamp, or null when it is not a real date and time. A bare date
 * means the end of that day; a datetime-local value is read in the browser's time zone.
 */
export function dueDateToIso(value: string): string | null {
  const trimmed = value.trim();
  if (!DATE_TIME.test(trimmed)) return null;
  const [datePart = '', timePart] = trimmed.split('T');
  const [year, month, day] = datePart.split('-').map(Number) as [number, number, number];
  const date = new Date(timePart ? trimmed : `${datePart}T23:59`);
  // new Date rolls 31 February over into March; a date that moved was not a real one.
  if (
    Number.isNaN(date.getTime()) ||
    date.getFullYear() !== year ||
    date.getMonth() + 1 !== month ||
    date.getDate() !== day
  ) {
    return null;
  }
  return date.toISOString();
}

/** Valid: a real date and time, not before the current minute (a request cannot be due in the past). */
function isValidDueDate(value: string, now: Date): boolean {
  const iso = dueDateToIso(value);
  if (!iso) return false;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(iso).getTime() >= startOfMinute;
}

// The server's two schemas for what this form sends; the customer's id only exists once sent.
const complaintWithoutCustomer = complaintSubmitRequestSchema.omit({ customerId: true });

/**
 * What the server's own schemas would refuse in the bodies this draft becomes (the new customer,
 * unless a returning one, and the request), as a message per field. `priya@naik` is refused here,
 * before anything is sent.
 */
function refusedBySchemas(draft: RequestDraft): FormProblems<RequestField> {
  const customer = toNewCustomerBody({
    name: draft.name,
    email: draft.email,
    phone: draft.phone ?? '',
    companyId: draft.companyId,
  });
  const complaint = toComplaintBody(
    {
      companyId: draft.companyId,
      departmentId: draft.departmentId ?? null,
      description: draft.description,
      location: draft.location,
      dueDate: dueDateToIso(draft.dueDate) ?? draft.dueDate,
    },
    '',
    [],
  );
  const issues = [
    ...(draft.knownCustomer
      ? []
      : (customerCreateRequestSchema.safeParse(customer).error?.issues ?? [])),
    ...(complaintWithoutCustomer.safeParse(complaint).error?.issues ?? []),
  ];
  return problemsFromIssues(
    issues,
    { ...customer, phone: draft.phone ?? '', ...complaint },
    REQUEST_FIELD_WORDINGS,
  );
}

/**
 * The submit checks of spec §5, in this order, stopping at the first that fails: e-mail, name,
 * company, description, location, due date given, due date valid. After each field's own spec
 * check comes what the server's schema would refuse in it (an e-mail like `priya@naik`, a phone
 * number in words), so the browser accepts exactly what the server accepts.
 */
export function validateRequest(draft: RequestDraft, now = new Date()): RequestProblem | null {
  const refused = refusedBySchemas(draft);
  const byServerRules = (field: RequestField) => () => refused.fields[field];
  const checks: Array<[RequestField, () => string | undefined]> = [
    ['email', () => (draft.email.trim() ? undefined : m.emailRequired)],
    ['email', byServerRules('email')],
    ['name', () => (draft.name.trim() ? undefined : m.nameRequired)],
    ['name', byServerRules('name')],
    ['phone', byServerRules('phone')],
    ['company', () => (draft.companyId ? undefined : m.companyRequired)],
    ['description', () => (draft.description.trim() ? undefined : m.descriptionRequired)],
    ['description', byServerRules('description')],
    [
      'location',
      () =>
        draft.location.address.trim() && draft.location.coordinates
          ? undefined
          : m.locationRequired,
    ],
    ['location', byServerRules('location')],
    ['dueDate', () => (draft.dueDate.trim() ? undefined : m.dueDateRequired)],
    ['dueDate', () => (isValidDueDate(draft.dueDate, now) ? undefined : m.dueDateInvalid)],
  ];
  for (const [field, check] of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}
