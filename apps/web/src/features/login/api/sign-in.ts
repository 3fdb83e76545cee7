import { loginResponseSchema, type IdentityProvider, type LoginResponse } from '@ronda/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type SignInRequest =
  | { kind: 'identity'; provider: IdentityProvider; idToken: string }
  | { kind: 'demo'; email: string };

/** POST /api/company/login (a provider's ID token) or, when offered, POST /api/auth/demo-login. */
export function signInRequest(request: SignInRequest): Promise<LoginResponse> {
  if (request.kind === 'demo') {
    return apiClient.request('/api/auth/demo-login', {
      method: 'POST',
      body: { email: request.email },
      schema: loginResponseSchema,
      anonymous: true,
    });
  }
  return apiClient.request('/api/company/login', {
    method: 'POST',
    body: { provider: request.provider, idToken: request.idToken },
    schema: loginResponseSchema,
    anonymous: true,
  });
}

export function useSignIn(options: {
  onSuccess: (response: LoginResponse) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({ mutationFn: signInRequest, ...options });
}
