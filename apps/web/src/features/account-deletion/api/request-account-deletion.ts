import { HONEYPOT_FIELD, submissionResponseSchema, type SubmissionResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import type { DeletionFormValues } from '../deletion-constants';

/**
 * The body the deletion form sends, exactly as the form checks it (§7 payload, tagged
 * `deletion`). Our API also takes the ticked confirmation, so the server checks it too.
 */
export function toDeletionSubmission(values: DeletionFormValues, honeypot: string) {
  return {
    type: 'deletion' as const,
    email: values.email,
    companyName: values.companyName,
    phone: values.phone,
    reason: values.reason,
    additionalInfo: values.additionalInfo,
    confirmation: values.confirmation,
    [HONEYPOT_FIELD]: honeypot,
  };
}

/** The shared submit helper tagged `deletion` (§7; PUB-OURS-05): POST /api/submissions. */
export function requestAccountDeletion(
  values: DeletionFormValues,
  honeypot: string,
): Promise<SubmissionResponse> {
  return apiClient.request('/api/submissions', {
    method: 'POST',
    body: toDeletionSubmission(values, honeypot),
    schema: submissionResponseSchema,
    anonymous: true,
  });
}
