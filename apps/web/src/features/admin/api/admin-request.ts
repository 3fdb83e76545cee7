import type { QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiRequestOptions, type ResponseSchema } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-request-error';
import { adminSessionKey } from './admin-session';

/**
 * A call under the admin page's own session. The HttpOnly cookie goes with it (same origin) and
 * the console's bearer token does not (`anonymous`), so a 401 here never ends a console session.
 * A 401 means the admin session ended (expired, or signed out elsewhere): the page goes back to
 * its sign-in instead of showing a list it may no longer read.
 */
export async function adminRequest<T>(
  queryClient: QueryClient,
  path: string,
  options: Omit<ApiRequestOptions, 'anonymous'> & { schema: ResponseSchema<T> },
): Promise<T> {
  try {
    return await apiClient.request(path, { ...options, anonymous: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      queryClient.setQueryData(adminSessionKey, null);
    }
    throw error;
  }
}
