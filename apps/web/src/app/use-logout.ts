import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { signOut } from '@/lib/auth-store';
import { loadHomePage } from './page-modules';

/** Ends the session in this browser and goes home (spec §2.1). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    // The server ends the session first, so the token is useless even if it was copied (if it
    // cannot be reached the browser still signs out). With the home page already loaded the route
    // change follows the sign-out at once, so the console does not flash its signed-out view.
    await Promise.all([
      loadHomePage().catch(() => undefined),
      apiClient.request('/api/auth/logout', { method: 'POST' }).catch(() => undefined),
    ]);
    signOut();
    // The next person on this browser must not see the previous user's cached data.
    queryClient.clear();
    await navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);
}
