import { departmentsResponseSchema, employeesResponseSchema, type User } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Department } from '../lib/organisation';
import { accountKeys } from './account-keys';

const STALE_MS = 60_000;
const company = (id: string) => encodeURIComponent(id);

/** GET /api/departments/{companyId} (console.md §7). */
export async function getDepartments(companyId: string, signal?: AbortSignal) {
  const response = await apiClient.request(`/api/departments/${company(companyId)}`, {
    schema: departmentsResponseSchema,
    signal,
  });
  return response.departments;
}

/** GET /api/companies/{companyId}/employees: everyone the caller may see, active or not. */
export async function getEmployees(companyId: string, signal?: AbortSignal): Promise<User[]> {
  const response = await apiClient.request(`/api/companies/${company(companyId)}/employees`, {
    schema: employeesResponseSchema,
    signal,
  });
  return response.employees;
}

export const departmentsQuery = (companyId: string, enabled = true) =>
  queryOptions({
    queryKey: accountKeys.departments(companyId),
    queryFn: ({ signal }) => getDepartments(companyId, signal),
    staleTime: STALE_MS,
    enabled: enabled && companyId !== '',
  });

export const employeesQuery = (companyId: string, enabled = true) =>
  queryOptions({
    queryKey: accountKeys.employees(companyId),
    queryFn: ({ signal }) => getEmployees(companyId, signal),
    staleTime: STALE_MS,
    enabled: enabled && companyId !== '',
  });

export interface Organisation {
  departments: Department[];
  people: User[];
}

export type OrganisationState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'success' } & Organisation);

/** The departments and the people together: the tab needs both before it can show anything. */
export function useOrganisation(companyId: string, enabled = true): OrganisationState {
  const departments = useQuery(departmentsQuery(companyId, enabled));
  const employees = useQuery(employeesQuery(companyId, enabled));
  if (departments.data && employees.data) {
    return { status: 'success', departments: departments.data, people: employees.data };
  }
  if (departments.isError || employees.isError) {
    return {
      status: 'error',
      retry: () => {
        if (departments.isError) void departments.refetch();
        if (employees.isError) void employees.refetch();
      },
    };
  }
  return { status: 'pending' };
}
