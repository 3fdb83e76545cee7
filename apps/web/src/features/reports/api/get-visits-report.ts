import { visitsReportResponseSchema } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions, type ReportParams } from './report-params';

/** GET /api/reports/visits (issue 29): the places each person stayed at, matched to work sites and customers. */
export const visitsReportQuery = (companyId: string, params: ReportParams) =>
  reportQueryOptions('visits', visitsReportResponseSchema, companyId, params);

export function useVisitsReport(companyId: string, params: ReportParams) {
  return useQuery(visitsReportQuery(companyId, params));
}
