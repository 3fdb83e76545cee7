import { meResponseSchema } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import { getAuth, signIn } from '@/lib/auth-store';

/**
 * Asks the server whose session `token` is (GET /api/auth/me) and refreshes the stored user and
 * company. An ended session answers 401, and the API client then drops the token.
 */
export async function revalidateSession(token: string, signal: AbortSignal): Promise<void> {
  const { user, company } = await apiClient.request('/api/auth/me', {
    schema: meResponseSchema,
    signal,
  });
  // Only if this is still the session we asked about (no sign-out or switch meanwhile).
  if (getAuth().token === token) signIn({ token, user, company });
}
