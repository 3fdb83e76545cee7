import {
  HONEYPOT_FIELD,
  REQUEST_TITLES,
  requestSubmissionSchema,
  type RequestType,
} from '@ronda/shared';
import {
  FORM_MESSAGES,
  checkWithSchema,
  type FieldWordings,
  type FormProblems,
} from '@/components/form/form-problems';

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

export type RequestField = 'name' | 'companyName' | 'email' | 'phone' | 'preferredDate' | 'message';

/** The controls' ids, in form order: the summary links to them and focus goes to the first. */
export const REQUEST_FIELD_IDS: Readonly<Record<RequestField, string>> = {
  name: 'request-modal-name',
  companyName: 'request-modal-company-name',
  email: 'request-modal-email',
  phone: 'request-modal-phone',
  preferredDate: 'request-modal-preferred-date',
  message: 'request-modal-message',
};

/** How the messages speak of each field (the three required ones with the words of spec §5). */
export const REQUEST_FIELD_WORDINGS: FieldWordings<RequestField> = {
  name: { label: 'Name', required: 'Please enter your name.' },
  companyName: { label: 'Company name', required: 'Please enter your company name.' },
  email: {
    label: 'Email',
    required: 'Please enter your e-mail address.',
    invalid: FORM_MESSAGES.email,
  },
  phone: { label: 'Phone', invalid: FORM_MESSAGES.phone },
  preferredDate: {
    label: 'Preferred date and time',
    invalid: 'Please choose a date and a time, or leave both empty.',
  },
  message: { label: 'Message' },
};

/**
 * Spec §5: name, company name and e-mail are required. Checked with the server's own schema
 * (PUB-OURS-02): what it would refuse, a malformed e-mail like `priya@naik` or phone, is refused
 * here first, with a message under the field, and nothing is sent.
 */
export function validateRequestForm(
  type: RequestType,
  values: RequestFormValues,
): FormProblems<RequestField> {
  const body = toRequestNotificationBody(type, values);
  return checkWithSchema(requestSubmissionSchema, body, REQUEST_FIELD_WORDINGS);
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
