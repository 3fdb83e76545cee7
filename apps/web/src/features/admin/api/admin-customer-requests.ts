import { adminCustomerRequestsResponseSchema } from '@ronda/shared';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerRequestsQuery } from '../lib/inbox-filters';
import { adminRequest } from './admin-request';
import { adminDataKey } from './admin-session';

/** GET /api/admin/customer-requests: every company's customer requests, newest first. */
export function useAdminCustomerRequests(query: CustomerRequestsQuery) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...adminDataKey, 'customer-requests', query],
    queryFn: ({ pageParam, signal }) =>
      adminRequest(queryClient, '/api/admin/customer-requests', {
        query: { ...query, cursor: pageParam },
        schema: adminCustomerRequestsResponseSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
