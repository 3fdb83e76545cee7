import { ApiRequestError } from '@/lib/api-request-error';
import { plainRefusal } from './form-problems';

/**
 * A console form's problem in plain words and the field it belongs to (issue 28): shown under
 * that field when the form has it, else above the buttons. One helper for every console form,
 * so none shows the server's "Invalid body.x" and none words a refusal its own way.
 */
export interface Refusal {
  /** The body field the message is about ("description", "customer.email"), or null. */
  field: string | null;
  message: string;
}

/** "Invalid body.customer.email: …" names its field (a field may be "left-site.minutes");
 * array positions are not fields. */
const FIELD_OF_REFUSAL = /^Invalid body\.([A-Za-z0-9_.-]+)\s*:/;

/** A failed request as a refusal: the server's plain sentence and its field, or the fallback. */
export function refusalOf(error: unknown, fallback: string): Refusal {
  const message = plainRefusal(error, fallback);
  if (message === fallback || !(error instanceof ApiRequestError)) return { field: null, message };
  const path = FIELD_OF_REFUSAL.exec(error.message)?.[1]?.replace(/(\.\d+)+$/, '');
  return { field: path ?? null, message };
}

/** A problem the form found itself, before sending. */
export const fieldProblem = (field: string | null, message: string): Refusal => ({
  field,
  message,
});

/**
 * Splits a refusal between the form's fields: `on(field)` is the message for a field the form
 * shows, and `form` is the message no shown field explains.
 */
export function placeRefusal(refusal: Refusal | null, shownFields: readonly string[]) {
  const placed = refusal?.field && shownFields.includes(refusal.field) ? refusal : null;
  return {
    on: (field: string) => (placed?.field === field ? placed.message : undefined),
    form: refusal && !placed ? refusal.message : null,
  };
}
