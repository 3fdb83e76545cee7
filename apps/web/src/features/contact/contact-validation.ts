import { contactSubmissionSchema } from '@ronda/shared';
import {
  FORM_MESSAGES,
  checkWithSchema,
  type FieldWordings,
  type FormProblems,
} from '@/components/form/form-problems';
import { toContactSubmission } from './api/send-contact-message';
import type { ContactFormValues } from './contact-constants';

export type ContactField = 'name' | 'email' | 'subject' | 'message';

/** The controls' ids, in form order. */
export const CONTACT_FIELD_IDS: Readonly<Record<ContactField, string>> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};

export const CONTACT_FIELD_WORDINGS: FieldWordings<ContactField> = {
  name: { label: 'Name', required: 'Please enter your name.' },
  email: {
    label: 'Email',
    required: 'Please enter your e-mail address.',
    invalid: FORM_MESSAGES.email,
  },
  subject: { label: 'Subject', invalid: 'Please choose a subject from the list.' },
  message: { label: 'Message', required: 'Please write your message.' },
};

/**
 * §5: name, e-mail and message are required and the e-mail is checked, with the server's own
 * schema, so the browser accepts exactly what the server accepts (`priya@naik` is refused).
 */
export function validateContactForm(
  values: ContactFormValues,
  honeypot: string,
): FormProblems<ContactField> {
  const body = toContactSubmission(values, honeypot);
  return checkWithSchema(contactSubmissionSchema, body, CONTACT_FIELD_WORDINGS);
}
