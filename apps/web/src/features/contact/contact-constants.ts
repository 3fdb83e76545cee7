import { CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT } from '@ronda/shared';

export { CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT };

/** §2.6, §4, §9: the thank-you message stays this long, then the form resets. */
export const CONTACT_THANK_YOU_MS = 5000;

export const CONTACT_THANK_YOU_MESSAGE =
  'Thank you for your message. We will get back to you soon.';

/** §1, §2.6. */
export const SUPPORT_HOURS = 'Mon-Fri 9-5 IST';
export const HEADQUARTERS = 'Goa, India';

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ContactFormValues {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/** A fresh form, and what it goes back to after the thank-you (§3 default subject). */
export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  subject: DEFAULT_CONTACT_SUBJECT,
  message: '',
};
