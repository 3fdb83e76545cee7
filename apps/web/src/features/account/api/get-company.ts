import { companyResponseSchema, type Company } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from './account-keys';

const STALE_MS = 60_000;

/** GET /api/companies/{companyId} (console.md §7): is_success, company. */
export async function getCompany(companyId: string, signal?: AbortSignal): Promise<Company> {
  const response = await apiClient.request(`/api/companies/${encodeURIComponent(companyId)}`, {
    schema: companyResponseSchema,
    signal,
  });
  return response.company;
}

export const companyQuery = (companyId: string) =>
  queryOptions({
    queryKey: accountKeys.company(companyId),
    queryFn: ({ signal }) => getCompany(companyId, signal),
    staleTime: STALE_MS,
    enabled: companyId !== '',
  });

export function useCompany(companyId: string) {
  return useQuery(companyQuery(companyId));
}
