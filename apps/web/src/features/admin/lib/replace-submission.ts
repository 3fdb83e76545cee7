import type { AdminSubmission, AdminSubmissionsResponse } from '@ronda/shared';
import type { InfiniteData } from '@tanstack/react-query';

/** The loaded pages with one submission swapped for its new state, in place. */
export function replaceSubmission(
  data: InfiniteData<AdminSubmissionsResponse, string | undefined>,
  next: AdminSubmission,
): InfiniteData<AdminSubmissionsResponse, string | undefined> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      submissions: page.submissions.map((row) => (row.id === next.id ? next : row)),
    })),
  };
}

/** Queued or retrying: the queue is still working on it, so the list is worth asking again. */
export function hasNotificationInFlight(
  data: InfiniteData<AdminSubmissionsResponse, string | undefined> | undefined,
): boolean {
  return Boolean(
    data?.pages.some((page) =>
      page.submissions.some((row) => ['pending', 'retrying'].includes(row.notification.state)),
    ),
  );
}
