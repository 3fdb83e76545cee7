import { loginResponseSchema, type IdentityProvider, type LoginResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

export interface JoinWithIdentityRequest {
  provider: IdentityProvider;
  idToken: string;
  code: string;
}

/** POST /api/onboarding/join: a signed-out person joins with a provider's ID token (anonymous). */
export function joinWithIdentity(request: JoinWithIdentityRequest): Promise<LoginResponse> {
  return apiClient.request('/api/onboarding/join', {
    method: 'POST',
    body: request,
    schema: loginResponseSchema,
    anonymous: true,
  });
}
