import {
  companyChangesResponseSchema,
  departmentSchema,
  inviteSchema,
  successResponseSchema,
  userSchema,
  type CompanyChange,
  type CreateInviteRequest,
  type Invite,
} from '@ronda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from './account-keys';

const departmentResponse = z.object({ is_success: z.literal(true), department: departmentSchema });
const userResponse = z.object({ is_success: z.literal(true), user: userSchema });
const inviteResponse = z.object({ is_success: z.literal(true), invite: inviteSchema });
const invitesResponse = z.object({ is_success: z.literal(true), invites: z.array(inviteSchema) });

export const manageKeys = {
  invites: ['account', 'invites'] as const,
  changes: ['account', 'changes'] as const,
};

/** Every admin change may touch the lists, the seats and the audit trail: refresh them all. */
function useRefreshAfter<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export type DepartmentChange = {
  id?: string | undefined;
  name: string;
  description: string;
};

export const useSaveDepartment = () =>
  useRefreshAfter(({ id, ...body }: DepartmentChange) =>
    apiClient.request(id ? `/api/company/departments/${id}` : '/api/company/departments', {
      method: id ? 'PATCH' : 'POST',
      body,
      schema: departmentResponse,
    }),
  );

export const useSetDepartments = () =>
  useRefreshAfter(({ userId, departmentIds }: { userId: string; departmentIds: string[] }) =>
    apiClient.request(`/api/company/users/${userId}/departments`, {
      method: 'PUT',
      body: { departmentIds },
      schema: userResponse,
    }),
  );

export const useSetSupervisor = () =>
  useRefreshAfter(({ userId, isSupervisor }: { userId: string; isSupervisor: boolean }) =>
    apiClient.request(`/api/company/users/${userId}`, {
      method: 'PATCH',
      body: { isSupervisor },
      schema: userResponse,
    }),
  );

export const useSetActive = () =>
  useRefreshAfter(({ userId, active }: { userId: string; active: boolean }) =>
    apiClient.request(`/api/company/users/${userId}/${active ? 'reactivate' : 'deactivate'}`, {
      method: 'POST',
      schema: userResponse,
    }),
  );

export function useInvites(enabled: boolean) {
  return useQuery({
    queryKey: manageKeys.invites,
    queryFn: async ({ signal }): Promise<Invite[]> =>
      (await apiClient.request('/api/company/invites', { schema: invitesResponse, signal }))
        .invites,
    enabled,
  });
}

export const useCreateInvite = () =>
  useRefreshAfter(
    async (body: CreateInviteRequest): Promise<Invite> =>
      (
        await apiClient.request('/api/company/invites', {
          method: 'POST',
          body,
          schema: inviteResponse,
        })
      ).invite,
  );

export const useRevokeInvite = () =>
  useRefreshAfter((inviteId: string) =>
    apiClient.request(`/api/company/invites/${inviteId}`, {
      method: 'DELETE',
      schema: successResponseSchema,
    }),
  );

export function useRecentChanges(enabled: boolean) {
  return useQuery({
    queryKey: manageKeys.changes,
    queryFn: async ({ signal }): Promise<CompanyChange[]> =>
      (
        await apiClient.request('/api/company/changes', {
          query: { limit: 20 },
          schema: companyChangesResponseSchema,
          signal,
        })
      ).changes,
    enabled,
  });
}
