import { deletionSubmissionSchema } from '@ronda/shared';
import {
  FORM_MESSAGES,
  checkWithSchema,
  type FieldWordings,
  type FormProblems,
} from '@/components/form/form-problems';
import { toDeletionSubmission } from './api/request-account-deletion';
import type { DeletionFormValues } from './deletion-constants';

export type DeletionField =
  'email' | 'companyName' | 'phone' | 'reason' | 'additionalInfo' | 'confirmation';

/** The controls' ids, in form order. */
export const DELETION_FIELD_IDS: Readonly<Record<DeletionField, string>> = {
  email: 'deletion-email',
  companyName: 'deletion-company-name',
  phone: 'deletion-phone',
  reason: 'deletion-reason',
  additionalInfo: 'deletion-additional-info',
  confirmation: 'deletion-confirmation',
};

export const DELETION_FIELD_WORDINGS: FieldWordings<DeletionField> = {
  email: {
    label: 'Email',
    required: 'Please enter the e-mail address you sign in with.',
    invalid: FORM_MESSAGES.email,
  },
  companyName: { label: 'Company name', required: 'Please enter your company name.' },
  phone: {
    label: 'Phone',
    required: 'Please enter your phone number.',
    invalid: FORM_MESSAGES.phone,
  },
  reason: { label: 'Reason', invalid: 'Please choose a reason from the list.' },
  additionalInfo: { label: 'Additional information' },
  confirmation: { label: 'Confirmation', required: 'Please tick the box to confirm.' },
};

/**
 * §5: e-mail, company name, phone and the confirmation are required, checked with the server's
 * own schema, so the browser accepts exactly what the server accepts (`priya@naik` is refused).
 */
export function validateDeletionForm(
  values: DeletionFormValues,
  honeypot: string,
): FormProblems<DeletionField> {
  const body = toDeletionSubmission(values, honeypot);
  return checkWithSchema(deletionSubmissionSchema, body, DELETION_FIELD_WORDINGS);
}
