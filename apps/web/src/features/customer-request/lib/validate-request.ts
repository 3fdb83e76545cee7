import { CUSTOMER_REQUEST_MESSAGES } from '@ronda/shared';
import type { RequestLocation } from './request-draft';

export type RequestField = 'email' | 'name' | 'company' | 'description' | 'location' | 'dueDate';

export interface RequestProblem {
  field: RequestField;
  message: string;
}

export interface RequestDraft {
  email: string;
  /** The typed name, or a returning customer's. */
  name: string;
  /** The route's company or the one picked in the dropdown; empty when none. */
  companyId: string;
  description: string;
  location: RequestLocation;
  dueDate: string;
}

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

/**
 * The submit checks of spec §5, in this order, stopping at the first that fails: e-mail, name,
 * company, description, location, due date given, due date valid.
 */
export function validateRequest(draft: RequestDraft, now = new Date()): RequestProblem | null {
  const m = CUSTOMER_REQUEST_MESSAGES;
  if (!draft.email.trim()) return { field: 'email', message: m.emailRequired };
  if (!draft.name.trim()) return { field: 'name', message: m.nameRequired };
  if (!draft.companyId) return { field: 'company', message: m.companyRequired };
  if (!draft.description.trim()) return { field: 'description', message: m.descriptionRequired };
  if (!draft.location.address.trim() || !draft.location.coordinates) {
    return { field: 'location', message: m.locationRequired };
  }
  if (!draft.dueDate.trim()) return { field: 'dueDate', message: m.dueDateRequired };
  if (!isValidDueDate(draft.dueDate, now)) return { field: 'dueDate', message: m.dueDateInvalid };
  return null;
}
