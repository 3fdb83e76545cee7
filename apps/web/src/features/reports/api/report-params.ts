import type { ReportKind } from '@ronda/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ResponseSchema } from '@/lib/api-client';
import type { DayRange } from '../lib/report-period';
import { reportKeys } from './report-keys';

/** Whom and when a report is of, as every kind of report is asked for. */
export interface ReportParams extends DayRange {
  departmentId: string | null;
  userIds: readonly string[];
}

/** The call's query: `userId` repeats, which the client's key–value `query` cannot write. */
export function reportSearch(params: ReportParams): string {
  const search = new URLSearchParams({ from: params.from, to: params.to });
  if (params.departmentId) search.set('departmentId', params.departmentId);
  for (const id of params.userIds) search.append('userId', id);
  return search.toString();
}

/** The address of a report's file: the same query as on screen, with its format. */
export function reportFilePath(kind: ReportKind, params: ReportParams, format: string): string {
  return `/api/reports/${kind}?${reportSearch(params)}&format=${format}`;
}

/**
 * GET /api/reports/{kind} (issue 29) as a query: the four kinds are asked for and cached the
 * same way, and differ only in the answer's schema.
 */
export function reportQueryOptions<Report>(
  kind: ReportKind,
  schema: ResponseSchema<{ report: Report }>,
  companyId: string,
  params: ReportParams,
) {
  const search = reportSearch(params);
  return queryOptions({
    queryKey: reportKeys.report(kind, companyId, search),
    queryFn: async ({ signal }) =>
      (await apiClient.request(`/api/reports/${kind}?${search}`, { schema, signal })).report,
    // A refusal (a period too long, someone not one's own) will not change on a second try.
    retry: false,
    enabled: companyId !== '',
  });
}
