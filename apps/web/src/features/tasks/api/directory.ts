import {
  companyUsersResponseSchema,
  customersResponseSchema,
  latestLocationsResponseSchema,
} from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { directoryKeys } from './task-keys';

const STALE_MS = 60_000;
const company = (id: string) => encodeURIComponent(id);

export { useDepartments, useEmployees } from '@/lib/company-directory';

/** GET /api/companies/users, with supervisorId for a supervisor user (CON-API-09). */
export function useAssignableUsers(supervisorId: string | null) {
  return useQuery({
    queryKey: directoryKeys.users(supervisorId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.request('/api/companies/users', {
          schema: companyUsersResponseSchema,
          query: { supervisorId: supervisorId ?? undefined },
          signal,
        })
      ).users,
    staleTime: STALE_MS,
  });
}

/** GET /api/companies/{companyId}/customers. */
export function useCustomers(companyId: string) {
  return useQuery({
    queryKey: directoryKeys.customers(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.request(`/api/companies/${company(companyId)}/customers`, {
          schema: customersResponseSchema,
          signal,
        })
      ).customers,
    staleTime: STALE_MS,
    enabled: companyId !== '',
  });
}

/** The Tasks map's people: latest-locations with excludeNoLocation=false (CON-API-06). */
export function useTeamLocations(companyId: string) {
  return useQuery({
    queryKey: directoryKeys.teamLocations(companyId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.request(`/api/companies/${company(companyId)}/latest-locations`, {
          schema: latestLocationsResponseSchema,
          query: { excludeNoLocation: false },
          signal,
        })
      ).data.locations,
    refetchInterval: 60_000,
    enabled: companyId !== '',
  });
}
