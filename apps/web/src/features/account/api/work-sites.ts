import {
  successResponseSchema,
  workSiteResponseSchema,
  workSitesResponseSchema,
  type WorkSite,
} from '@ronda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { WorkSiteChanges, WorkSiteFields } from '../lib/work-sites';
import { accountKeys } from './account-keys';

const STALE_MS = 60_000;
const site = (id: string) => `/api/company/work-sites/${encodeURIComponent(id)}`;

export const workSitesKey = (companyId: string) =>
  [...accountKeys.all, 'work-sites', companyId] as const;

/** GET /api/company/work-sites: everyone in the company may read them. */
export function useWorkSites(companyId: string) {
  return useQuery({
    queryKey: workSitesKey(companyId),
    queryFn: async ({ signal }): Promise<WorkSite[]> =>
      (
        await apiClient.request('/api/company/work-sites', {
          schema: workSitesResponseSchema,
          signal,
        })
      ).workSites,
    staleTime: STALE_MS,
    enabled: companyId !== '',
  });
}

/** After any change the list is asked for again: the server orders it by name. */
function useSiteMutation<A, R>(companyId: string, call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: workSitesKey(companyId) }),
  });
}

/** POST /api/company/work-sites (admins). */
export const useCreateWorkSite = (companyId: string) =>
  useSiteMutation(
    companyId,
    async (body: WorkSiteFields) =>
      (
        await apiClient.request('/api/company/work-sites', {
          method: 'POST',
          body,
          schema: workSiteResponseSchema,
        })
      ).workSite,
  );

/** PATCH /api/company/work-sites/{id} (admins): only what changed. */
export const useUpdateWorkSite = (companyId: string) =>
  useSiteMutation(
    companyId,
    async ({ id, changes }: { id: string; changes: WorkSiteChanges }) =>
      (
        await apiClient.request(site(id), {
          method: 'PATCH',
          body: changes,
          schema: workSiteResponseSchema,
        })
      ).workSite,
  );

/** DELETE /api/company/work-sites/{id} (admins). */
export const useDeleteWorkSite = (companyId: string) =>
  useSiteMutation(companyId, (id: string) =>
    apiClient.request(site(id), { method: 'DELETE', schema: successResponseSchema }),
  );
