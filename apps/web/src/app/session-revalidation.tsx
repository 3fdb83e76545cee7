import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-store';

/**
 * A stored token is only a claim: on load the app asks the server whose session it is. The
 * request code (API client, zod schemas) loads only when there is a token, so a signed-out
 * visitor's first page does not carry it (the home page's budget is 150 KB gzip).
 */
export function SessionRevalidation() {
  const { token } = useAuth();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    import('./revalidate-session')
      .then(({ revalidateSession }) => revalidateSession(token, controller.signal))
      .catch(() => undefined); // 401 is handled by the client; other failures keep the session
    return () => controller.abort();
    // Once per token: signing in again with the same token must not ask again.
  }, [token]);
  return null;
}
