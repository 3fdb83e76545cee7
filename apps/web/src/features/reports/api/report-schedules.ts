import {
  reportSchedulesResponseSchema,
  type ReportSchedulesRequest,
  type ReportSchedulesResponse,
} from '@ronda/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { reportKeys } from './report-keys';

const PATH = '/api/reports/schedules';

/**
 * GET /api/reports/schedules (issue 29; admins only, others are refused): which report
 * e-mails the admin gets, where they go, and whether the server can send e-mail at all.
 */
export const reportSchedulesQuery = (companyId: string) =>
  queryOptions({
    queryKey: reportKeys.schedules(companyId),
    queryFn: ({ signal }) =>
      apiClient.request(PATH, { schema: reportSchedulesResponseSchema, signal }),
    enabled: companyId !== '',
  });

export function useReportSchedules(companyId: string) {
  return useQuery(reportSchedulesQuery(companyId));
}

/** PUT /api/reports/schedules: both switches at once; answers the state as stored. */
export function useSaveReportSchedules(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportSchedulesRequest) =>
      apiClient.request(PATH, { method: 'PUT', body, schema: reportSchedulesResponseSchema }),
    onSuccess: (stored: ReportSchedulesResponse) =>
      client.setQueryData(reportKeys.schedules(companyId), stored),
    // An answer lost on its way back may hide a change that was stored: read it again.
    onError: () => client.invalidateQueries({ queryKey: reportKeys.schedules(companyId) }),
  });
}
