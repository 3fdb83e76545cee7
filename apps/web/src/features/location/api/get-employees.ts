import { employeesResponseSchema, type User } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { locationKeys } from './location-keys';

/** GET /api/companies/{companyId}/employees: the people the caller may see (scoped by role). */
export async function getEmployees(companyId: string, signal?: AbortSignal): Promise<User[]> {
  const response = await apiClient.request(
    `/api/companies/${encodeURIComponent(companyId)}/employees`,
    { schema: employeesResponseSchema, signal },
  );
  return response.employees;
}

export const employeesQuery = (companyId: string) =>
  queryOptions({
    queryKey: locationKeys.employees(companyId),
    queryFn: ({ signal }) => getEmployees(companyId, signal),
    staleTime: 5 * 60_000,
    enabled: companyId !== '',
  });

export function useEmployees(companyId: string) {
  return useQuery(employeesQuery(companyId));
}
