import { invitePreviewResponseSchema, type InvitePreview } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const INVITE_PREVIEW_KEY = 'invite-preview';

/** GET /api/onboarding/invites/{code}: the company and department a join code leads to. */
export function getInvitePreview(code: string, signal?: AbortSignal): Promise<InvitePreview> {
  return apiClient.request(`/api/onboarding/invites/${encodeURIComponent(code)}`, {
    schema: invitePreviewResponseSchema,
    signal,
    anonymous: true,
  });
}

export const invitePreviewQuery = (code: string) =>
  queryOptions({
    queryKey: [INVITE_PREVIEW_KEY, code],
    queryFn: ({ signal }) => getInvitePreview(code, signal),
    staleTime: 60 * 1000,
  });

export function useInvitePreview(code: string) {
  return useQuery(invitePreviewQuery(code));
}
