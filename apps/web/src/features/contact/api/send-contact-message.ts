import { HONEYPOT_FIELD, submissionResponseSchema, type SubmissionResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import type { ContactFormValues } from '../contact-constants';

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
    body: {
      type: 'contact',
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
      [HONEYPOT_FIELD]: honeypot,
    },
    schema: submissionResponseSchema,
    anonymous: true,
  });
}
