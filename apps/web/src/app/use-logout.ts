import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth-store';
import { loadHomePage } from './page-modules';

/** Ends the session in this browser and goes home (spec §2.1). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    // With the home page already loaded the route change follows the sign-out at once, so the
    // console does not flash its signed-out view while the page downloads.
    await loadHomePage().catch(() => undefined);
    signOut();
    // The next person on this browser must not see the previous user's cached data.
    queryClient.clear();
    await navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);
}
