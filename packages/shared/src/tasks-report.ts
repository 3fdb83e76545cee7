import { z } from 'zod';

/**
 * The tasks report (issue 29): what each department and each person did with the period's
 * tasks and subtasks. Created counts the tasks that came in during the period; resolved and
 * rejected those closed in it; overdue those due in it and not closed by their due date (late,
 * or still open); the median time to resolve is of the period's resolutions; resolved on site is
 * a resolution with the assignee's latest fix within 150 m of the task.
 */
export const tasksReportRowSchema = z.object({
  /** The department's or person's id; null for tasks with no department or no assignee. */
  id: z.string().nullable(),
  name: z.string(),
  created: z.number().int(),
  customerRequests: z.number().int(),
  internal: z.number().int(),
  resolved: z.number().int(),
  rejected: z.number().int(),
  overdue: z.number().int(),
  /** Open now (neither resolved nor rejected), of those created in the period. */
  open: z.number().int(),
  medianResolveMinutes: z.number().int().nullable(),
  resolvedOnSite: z.number().int(),
});
export type TasksReportRow = z.infer<typeof tasksReportRowSchema>;

export const tasksReportSchema = z.object({
  kind: z.literal('tasks'),
  from: z.string(),
  to: z.string(),
  company: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  generatedAt: z.string(),
  departments: z.array(tasksReportRowSchema),
  /** By the employee assigned. */
  people: z.array(tasksReportRowSchema),
  totals: tasksReportRowSchema.omit({ id: true, name: true }),
});
export type TasksReport = z.infer<typeof tasksReportSchema>;

export const tasksReportResponseSchema = z.object({
  is_success: z.literal(true),
  report: tasksReportSchema,
});
