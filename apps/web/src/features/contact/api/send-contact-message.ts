import { HONEYPOT_FIELD, submissionResponseSchema, type SubmissionResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import type { ContactFormValues } from '../contact-constants';

/** The body the contact form sends, exactly as the form checks it (§7 payload, tagged `contact`). */
export function toContactSubmission(values: ContactFormValues, honeypot: string) {
  return {
    type: 'contact' as const,
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    [HONEYPOT_FIELD]: honeypot,
  };
}

/**
 * The shared submit helper tagged `contact` (§7; PUB-OURS-05): POST /api/submissions. The
 * honeypot goes along as typed; the server drops the submission when a bot filled it in.
 */
export function sendContactMessage(
  values: ContactFormValues,
  honeypot: string,
): Promise<SubmissionResponse> {
  return apiClient.request('/api/submissions', {
    method: 'POST',
    body: toContactSubmission(values, honeypot),
    schema: submissionResponseSchema,
    anonymous: true,
  });
}
