import {
  createTrackingKeyResponseSchema,
  successResponseSchema,
  TRACKING_KEYS_PATH,
  trackingKeysResponseSchema,
  type CreateTrackingKeyResponse,
  type TrackingKeysResponse,
} from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/**
 * The tracking-key calls (README, "Tracking with Traccar Client"). Used by the console's account
 * page and the field app alike, so they live with the component both show.
 */
/** One person's live keys; `null` asks for the whole company's (admins only). */
export function listTrackingKeys(
  userId: string | null,
  signal?: AbortSignal,
): Promise<TrackingKeysResponse> {
  return apiClient.request(TRACKING_KEYS_PATH, {
    query: { userId: userId ?? undefined },
    signal,
    schema: trackingKeysResponseSchema,
  });
}

export function createTrackingKey(userId: string): Promise<CreateTrackingKeyResponse> {
  return apiClient.request(TRACKING_KEYS_PATH, {
    method: 'POST',
    body: { userId },
    schema: createTrackingKeyResponseSchema,
  });
}

export function revokeTrackingKey(id: string): Promise<unknown> {
  return apiClient.request(`${TRACKING_KEYS_PATH}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: successResponseSchema,
  });
}
