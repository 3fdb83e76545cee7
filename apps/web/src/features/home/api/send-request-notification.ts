import { submissionResponseSchema, type SubmissionResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import type { RequestNotificationBody } from '../request-form';

export const REQUEST_NOTIFICATION_PATH = '/api/notifications/slack';

/**
 * POST /api/notifications/slack: the server stores the request, then notifies staff on its own
 * (spec §7). Resolves once the request is stored; throws ApiRequestError when it was not.
 */
export function sendRequestNotification(
  body: RequestNotificationBody,
): Promise<SubmissionResponse> {
  return apiClient.request(REQUEST_NOTIFICATION_PATH, {
    method: 'POST',
    body,
    schema: submissionResponseSchema,
    anonymous: true,
  });
}
