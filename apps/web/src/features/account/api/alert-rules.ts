import { alertRulesResponseSchema, type AlertRules } from '@ronda/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from './account-keys';

const STALE_MS = 60_000;

// Under accountKeys.all, so a change elsewhere on the page refreshes the rules too.
export const alertRulesKey = (companyId: string) =>
  [...accountKeys.all, 'alert-rules', companyId] as const;

/** GET /api/company/alert-rules (issue 30; admins and supervisors): is_success, rules. */
export async function getAlertRules(signal?: AbortSignal): Promise<AlertRules> {
  const response = await apiClient.request('/api/company/alert-rules', {
    schema: alertRulesResponseSchema,
    signal,
  });
  return response.rules;
}

export const alertRulesQuery = (companyId: string) =>
  queryOptions({
    queryKey: alertRulesKey(companyId),
    queryFn: ({ signal }) => getAlertRules(signal),
    staleTime: STALE_MS,
    enabled: companyId !== '',
  });

export function useAlertRules(companyId: string) {
  return useQuery(alertRulesQuery(companyId));
}

/** PUT /api/company/alert-rules (admins): all seven rules at once; answers what was stored. */
export function useUpdateAlertRules(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AlertRules) =>
      (
        await apiClient.request('/api/company/alert-rules', {
          method: 'PUT',
          body,
          schema: alertRulesResponseSchema,
        })
      ).rules,
    onSuccess: (rules) => client.setQueryData(alertRulesKey(companyId), rules),
    // Each changed rule is a line of the audit trail (Recent changes).
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
