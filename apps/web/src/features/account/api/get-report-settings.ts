import { reportSettingsResponseSchema } from '@ronda/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { StoredReportSettings } from '../lib/report-settings';
import { accountKeys } from './account-keys';

const STALE_MS = 60_000;

/** GET /api/company/report-settings (issue 29; admins and supervisors): is_success, settings. */
export async function getReportSettings(signal?: AbortSignal): Promise<StoredReportSettings> {
  const response = await apiClient.request('/api/company/report-settings', {
    schema: reportSettingsResponseSchema,
    signal,
  });
  return response.settings;
}

export const reportSettingsQuery = (companyId: string, enabled = true) =>
  queryOptions({
    queryKey: accountKeys.reportSettings(companyId),
    queryFn: ({ signal }) => getReportSettings(signal),
    staleTime: STALE_MS,
    // Employees are refused the settings: they are not asked for.
    enabled: enabled && companyId !== '',
  });

export function useReportSettings(companyId: string, enabled = true) {
  return useQuery(reportSettingsQuery(companyId, enabled));
}
