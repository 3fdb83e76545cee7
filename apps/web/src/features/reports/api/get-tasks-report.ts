import { tasksReportResponseSchema } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions, type ReportParams } from './report-params';

/** GET /api/reports/tasks (issue 29): what each department and person did with the period's tasks. */
export const tasksReportQuery = (companyId: string, params: ReportParams) =>
  reportQueryOptions('tasks', tasksReportResponseSchema, companyId, params);

export function useTasksReport(companyId: string, params: ReportParams) {
  return useQuery(tasksReportQuery(companyId, params));
}
