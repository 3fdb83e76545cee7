import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { authOptionsQuery } from '@/lib/auth-options';
import { signOut } from '@/lib/auth-store';
import { INVITE_PREVIEW_KEY } from '../api/get-invite-preview';

// Anonymous answers the page still needs once the person has signed out.
const KEEP: readonly unknown[] = [INVITE_PREVIEW_KEY, authOptionsQuery.queryKey[0]];

/**
 * Ends the session but stays on the join page, so another account can sign in and join. The
 * server ends the session first (if it cannot be reached the browser still signs out).
 */
export function useSignOutHere(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await apiClient.request('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    signOut();
    // The next person on this browser must not see the previous user's cached data.
    queryClient.removeQueries({ predicate: (query) => !KEEP.includes(query.queryKey[0]) });
  }, [queryClient]);
}
