import { HONEYPOT_FIELD, submissionResponseSchema, type SubmissionResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import type { DeletionFormValues } from '../deletion-constants';

/**
 * The shared submit helper tagged `deletion` (§7; PUB-OURS-05): POST /api/submissions. Our API
 * also takes the ticked confirmation, so the server checks it too.
 */
export function requestAccountDeletion(
  values: DeletionFormValues,
  honeypot: string,
): Promise<SubmissionResponse> {
  return apiClient.request('/api/submissions', {
    method: 'POST',
    body: {
      type: 'deletion',
      email: values.email,
      companyName: values.companyName,
      phone: values.phone,
      reason: values.reason,
      additionalInfo: values.additionalInfo,
      confirmation: true,
      [HONEYPOT_FIELD]: honeypot,
    },
    schema: submissionResponseSchema,
    anonymous: true,
  });
}
