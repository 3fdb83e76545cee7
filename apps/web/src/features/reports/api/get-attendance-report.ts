import { attendanceReportResponseSchema, type AttendanceReport } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DayRange } from '../lib/report-period';
import { reportKeys } from './report-keys';

export interface AttendanceQuery extends DayRange {
  departmentId: string | null;
  userIds: readonly string[];
}

/** The call's query: `userId` repeats, which the client's key–value `query` cannot write. */
export function attendanceSearch(query: AttendanceQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.departmentId) search.set('departmentId', query.departmentId);
  for (const id of query.userIds) search.append('userId', id);
  return search.toString();
}

/** GET /api/reports/attendance (issue 29): each person's days of the period, scoped by role. */
export async function getAttendanceReport(
  query: AttendanceQuery,
  signal?: AbortSignal,
): Promise<AttendanceReport> {
  const response = await apiClient.request(`/api/reports/attendance?${attendanceSearch(query)}`, {
    schema: attendanceReportResponseSchema,
    signal,
  });
  return response.report;
}

export function useAttendanceReport(companyId: string, query: AttendanceQuery) {
  const search = attendanceSearch(query);
  return useQuery({
    queryKey: reportKeys.attendance(companyId, search),
    queryFn: ({ signal }) => getAttendanceReport(query, signal),
    // A refusal (a period too long, someone not one's own) will not change on a second try.
    retry: false,
    enabled: companyId !== '',
  });
}
