import { meResponseSchema } from '@ronda/shared';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';
import { getAuth, signIn, useAuth } from '@/lib/auth-store';

/**
 * A stored token is only a claim: on load the app asks the server whose session it is
 * (GET /api/auth/me). A live session refreshes the stored user and company; an ended one answers
 * 401, and the API client then drops the token, which shows the logged-out layout.
 */
export function SessionRevalidation() {
  const { token } = useAuth();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    apiClient
      .request('/api/auth/me', { schema: meResponseSchema, signal: controller.signal })
      .then(({ user, company }) => {
        // Only if this is still the session we asked about (no sign-out or switch meanwhile).
        if (getAuth().token === token) signIn({ token, user, company });
      })
      .catch(() => undefined); // 401 is handled by the client; other failures keep the session
    return () => controller.abort();
    // Once per token: signing in again with the same token must not ask again.
  }, [token]);
  return null;
}
