import { submissionResponseSchema, type SubmissionResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import type { PilotSubmissionBody } from '../pilot-form';

export const SUBMISSIONS_PATH = '/api/submissions';

/**
 * The shared submit helper's endpoint (spec §7, PUB-OURS-05): POST /api/submissions with the
 * payload tagged `pilot`. Throws ApiRequestError with the server's message on failure.
 */
export function submitPilotApplication(body: PilotSubmissionBody): Promise<SubmissionResponse> {
  return apiClient.request(SUBMISSIONS_PATH, {
    method: 'POST',
    body,
    schema: submissionResponseSchema,
    anonymous: true,
  });
}
