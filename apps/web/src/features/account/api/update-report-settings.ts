import { reportSettingsResponseSchema, type ReportSettingsRequest } from '@ronda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** PUT /api/company/report-settings (admins): every part at once; answers what was stored. */
export function useUpdateReportSettings(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReportSettingsRequest) =>
      (
        await apiClient.request('/api/company/report-settings', {
          method: 'PUT',
          body,
          schema: reportSettingsResponseSchema,
        })
      ).settings,
    onSuccess: (settings) => client.setQueryData(accountKeys.reportSettings(companyId), settings),
    // The audit trail has new lines.
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
