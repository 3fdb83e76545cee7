import { authOptionsResponseSchema, type AuthOptions } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Which sign-in methods the server offers (providers with a client id, demo accounts). */
export const authOptionsQuery = queryOptions({
  queryKey: ['auth-options'],
  queryFn: ({ signal }): Promise<AuthOptions> =>
    apiClient.request('/api/auth/options', {
      schema: authOptionsResponseSchema,
      signal,
      anonymous: true,
    }),
  staleTime: 5 * 60 * 1000,
});

export function useAuthOptions() {
  return useQuery(authOptionsQuery);
}
