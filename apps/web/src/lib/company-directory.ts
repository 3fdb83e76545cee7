import { departmentsResponseSchema, employeesResponseSchema } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * The company's departments and the people the viewer may see, as several console pages list
 * them (Tasks' filters and forms, Reports' filters): one query each, so the pages share the
 * answer instead of each fetching its own copy.
 */
const STALE_MS = 60_000;
const company = (id: string) => encodeURIComponent(id);

export const companyDirectoryKeys = {
  departments: (companyId: string) => ['directory', 'departments', companyId] as const,
  employees: (companyId: string) => ['directory', 'employees', companyId] as const,
};

/** GET /api/departments/{companyId}. */
export function useDepartments(companyId: string, enabled = true) {
  return useQuery({
    queryKey: companyDirectoryKeys.departments(companyId),
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

/** GET /api/companies/{companyId}/employees: scoped by the viewer's role on the server. */
export function useEmployees(companyId: string, enabled = true) {
  return useQuery({
    queryKey: companyDirectoryKeys.employees(companyId),
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
