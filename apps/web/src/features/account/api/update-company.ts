import { companyResponseSchema, type CompanyUpdate } from '@ronda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { replaceStoredCompany } from '@/lib/auth-store';
import { accountKeys } from './account-keys';

/** PATCH /api/company (admins): the company's details, time zone and logo. */
export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyUpdate) =>
      (
        await apiClient.request('/api/company', {
          method: 'PATCH',
          body,
          schema: companyResponseSchema,
        })
      ).company,
    onSuccess: (company) => replaceStoredCompany(company),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
