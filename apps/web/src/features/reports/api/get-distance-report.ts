import { distanceReportResponseSchema } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions, type ReportParams } from './report-params';

/** GET /api/reports/distance (issue 29): each person's km by travel mode, trips, the amount and the silences, per day. */
export const distanceReportQuery = (companyId: string, params: ReportParams) =>
  reportQueryOptions('distance', distanceReportResponseSchema, companyId, params);

export function useDistanceReport(companyId: string, params: ReportParams) {
  return useQuery(distanceReportQuery(companyId, params));
}
