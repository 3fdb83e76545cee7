import { submissionResponseSchema, type SubmissionResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import type { RequestNotificationBody } from '../request-form';

export const REQUEST_NOTIFICATION_PATH = '/api/notifications/slack';

/** POST /api/notifications/slack: the server stores the request and notifies staff (spec §7). */
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

/**
 * Spec §4, §8: a failed send is only logged, the visitor still sees the success state. Logged as a
 * warning: the failure is expected and handled, and nothing on the page is broken by it.
 */
export async function sendRequestNotificationQuietly(body: RequestNotificationBody): Promise<void> {
  try {
    await sendRequestNotification(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Error sending Slack notification: ${reason}`);
  }
}
