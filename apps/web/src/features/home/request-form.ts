import { HONEYPOT_FIELD, REQUEST_TITLES, type RequestType } from '@ronda/shared';

/** Spec §4, §9 (PUB-CONST-01): the success state closes the modal 5000 ms after submit. */
export const REQUEST_SUCCESS_CLOSE_MS = 5000;

/** An example in Indian international format (spec §2.3). */
export const PHONE_PLACEHOLDER = '+91 98765 43210';

export { REQUEST_TITLES };
export type { RequestType };

export interface RequestFormValues {
  name: string;
  companyName: string;
  email: string;
  phone: string;
  /** From <input type="datetime-local">, e.g. 2026-12-01T10:30; empty when not chosen. */
  preferredDate: string;
  message: string;
  /** The honeypot: people never see it, so it stays empty; bots fill it in. */
  [HONEYPOT_FIELD]: string;
}

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  name: '',
  companyName: '',
  email: '',
  phone: '',
  preferredDate: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

export type RequiredRequestField = 'name' | 'companyName' | 'email';
export type RequestFormErrors = Partial<Record<RequiredRequestField, string>>;

/** The three required fields (spec §5), in form order, with the message shown under each. */
export const REQUIRED_REQUEST_FIELDS: ReadonlyArray<{
  field: RequiredRequestField;
  label: string;
  message: string;
}> = [
  { field: 'name', label: 'Name', message: 'Please enter your name.' },
  { field: 'companyName', label: 'Company name', message: 'Please enter your company name.' },
  { field: 'email', label: 'Email', message: 'Please enter your e-mail address.' },
];

/**
 * Spec §5: name, company name and e-mail are required, nothing else is checked (PUB-OURS-02).
 * A value of spaces only counts as empty.
 */
export function validateRequestForm(values: RequestFormValues): RequestFormErrors {
  const errors: RequestFormErrors = {};
  for (const { field, message } of REQUIRED_REQUEST_FIELDS) {
    if (values[field].trim() === '') errors[field] = message;
  }
  return errors;
}

export interface RequestNotificationBody extends RequestFormValues {
  type: RequestType;
}

/** The body of POST /api/notifications/slack: the type and every field of spec §3. */
export function toRequestNotificationBody(
  type: RequestType,
  values: RequestFormValues,
): RequestNotificationBody {
  return {
    type,
    name: values.name.trim(),
    companyName: values.companyName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    preferredDate: values.preferredDate,
    message: values.message.trim(),
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  };
}
