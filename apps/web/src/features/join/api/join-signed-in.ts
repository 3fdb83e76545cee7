import { joinSignedInResponseSchema } from '@ronda/shared';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type JoinSignedInResponse = z.infer<typeof joinSignedInResponseSchema>;

/** POST /api/onboarding/join-signed-in: the signed-in person (bearer token) uses a join code. */
export function joinSignedIn(code: string): Promise<JoinSignedInResponse> {
  return apiClient.request('/api/onboarding/join-signed-in', {
    method: 'POST',
    body: { code },
    schema: joinSignedInResponseSchema,
  });
}
