import { loginResponseSchema, type LoginResponse } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/demo-login: signs in as one of the demo company's people (DEMO_LOGIN on). */
export function demoSignIn(email: string): Promise<LoginResponse> {
  return apiClient.request('/api/auth/demo-login', {
    method: 'POST',
    body: { email },
    schema: loginResponseSchema,
    anonymous: true,
  });
}
