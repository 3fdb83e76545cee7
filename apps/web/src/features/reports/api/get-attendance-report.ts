import { attendanceReportResponseSchema } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions, type ReportParams } from './report-params';

/** GET /api/reports/attendance (issue 29): each person's days of the period, scoped by role. */
export const attendanceReportQuery = (companyId: string, params: ReportParams) =>
  reportQueryOptions('attendance', attendanceReportResponseSchema, companyId, params);

export function useAttendanceReport(companyId: string, params: ReportParams) {
  return useQuery(attendanceReportQuery(companyId, params));
}
