import {
  adminSessionResponseSchema,
  adminSessionStatusSchema,
  ADMIN_LOGIN_MESSAGES,
} from '@ronda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-request-error';

export const adminSessionKey = ['admin-session'];
/** Everything the signed-in admin page has read (the inbox lists); dropped at sign-out. */
export const adminDataKey = ['admin-inbox'];

/** The admin page's own session (an HttpOnly cookie), separate from any console session. */
export function useAdminSession() {
  return useQuery({
    queryKey: adminSessionKey,
    queryFn: async ({ signal }) => {
      const { email } = await apiClient.request('/api/admin/session', {
        schema: adminSessionStatusSchema,
        signal,
        anonymous: true,
      });
      return email === null ? null : { email };
    },
  });
}

/** Sends Google's credential; answers the spec's message when the server refuses it. */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: string) =>
      apiClient.request('/api/admin/session', {
        method: 'POST',
        body: { credential },
        schema: adminSessionResponseSchema,
        anonymous: true,
      }),
    onSuccess: (session) => queryClient.setQueryData(adminSessionKey, session),
  });
}

export function useAdminSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.request('/api/admin/session', { method: 'DELETE', anonymous: true }),
    onSettled: () => {
      queryClient.setQueryData(adminSessionKey, null);
      queryClient.removeQueries({ queryKey: adminDataKey });
    },
  });
}

const KNOWN: readonly string[] = Object.values(ADMIN_LOGIN_MESSAGES);

/** One of 'Unauthorized email address', 'Invalid token', 'Google authentication failed'. */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && KNOWN.includes(error.message)) return error.message;
  return ADMIN_LOGIN_MESSAGES.failed;
}
