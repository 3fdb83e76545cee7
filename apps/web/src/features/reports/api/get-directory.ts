import { departmentsResponseSchema, employeesResponseSchema } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { reportKeys } from './report-keys';

const STALE_MS = 5 * 60_000;
const company = (id: string) => encodeURIComponent(id);

/** GET /api/departments/{companyId}: the department filter's choices. */
export function useReportDepartments(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.departments(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.request(`/api/departments/${company(companyId)}`, {
          schema: departmentsResponseSchema,
          signal,
        })
      ).departments,
    staleTime: STALE_MS,
    enabled: enabled && companyId !== '',
  });
}

/** GET /api/companies/{companyId}/employees: the people the viewer may see (scoped by role). */
export function useReportPeople(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.people(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.request(`/api/companies/${company(companyId)}/employees`, {
          schema: employeesResponseSchema,
          signal,
        })
      ).employees,
    staleTime: STALE_MS,
    enabled: enabled && companyId !== '',
  });
}
