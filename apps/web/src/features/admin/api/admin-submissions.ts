import {
  adminSubmissionResponseSchema,
  adminSubmissionsResponseSchema,
  type AdminSubmissionsResponse,
} from '@ronda/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { SubmissionsQuery } from '../lib/inbox-filters';
import { hasNotificationInFlight, replaceSubmission } from '../lib/replace-submission';
import { adminRequest } from './admin-request';
import { adminDataKey } from './admin-session';

const submissionsKey = [...adminDataKey, 'submissions'];
/** While a notification is queued or retrying, the list asks again this often. */
const IN_FLIGHT_REFRESH_MS = 5_000;

type Pages = InfiniteData<AdminSubmissionsResponse, string | undefined>;

/** GET /api/admin/submissions, newest first, one page of 50 after another (keyset cursor). */
export function useAdminSubmissions(query: SubmissionsQuery) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...submissionsKey, query],
    queryFn: ({ pageParam, signal }) =>
      adminRequest(queryClient, '/api/admin/submissions', {
        query: { ...query, cursor: pageParam },
        schema: adminSubmissionsResponseSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new filter keeps the rows on screen until its own answer arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      hasNotificationInFlight(current.state.data) ? IN_FLIGHT_REFRESH_MS : false,
  });
}

/**
 * POST /api/admin/submissions/{id}/retry: the row takes the server's answer in place. A refusal
 * (409: sent or still retrying meanwhile) reloads the lists so the row shows where it stands.
 */
export function useRetryNotification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminRequest(queryClient, `/api/admin/submissions/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        schema: adminSubmissionResponseSchema,
      }),
    onSuccess: ({ submission }) =>
      queryClient.setQueriesData<Pages>({ queryKey: submissionsKey }, (data) =>
        data ? replaceSubmission(data, submission) : data,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: submissionsKey }),
  });
}
