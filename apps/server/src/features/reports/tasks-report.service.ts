import {
  RESOLVED_ON_SITE_METRES,
  type ReportQuery,
  type TasksReport,
  type TasksReportRow,
} from '@ronda/shared';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import { reportPeople } from './report-people.ts';
import {
  findTaskFigures,
  type TaskFigureRow,
  type TaskReportScope,
} from './tasks-report.repository.ts';

/** Whose tasks the asker's report counts: admins the company, supervisors their departments,
 * employees the tasks assigned to them; narrowed by the department and people asked for. */
function scopeOf(session: ReportAsker, query: ReportQuery): TaskReportScope {
  const { actor, company } = session;
  const asked = query.departmentId ? [query.departmentId] : null;
  if (actor.role === 'employee') {
    return { companyId: company.id, departmentIds: asked, employeeIds: [actor.userId] };
  }
  return {
    companyId: company.id,
    departmentIds: asked ?? (actor.role === 'supervisor' ? actor.departmentIds : null),
    employeeIds: query.userId ?? null,
  };
}

const rowOf = (r: TaskFigureRow, nobody: string): TasksReportRow => ({
  id: r.id,
  name: r.name ?? nobody,
  created: r.created,
  customerRequests: r.customerRequests,
  internal: r.internal,
  resolved: r.resolved,
  rejected: r.rejected,
  overdue: r.overdue,
  open: r.open,
  medianResolveMinutes: r.medianResolveMinutes,
  resolvedOnSite: r.resolvedOnSite,
});

/** GET /api/reports/tasks: the period's tasks and subtasks by department and by person. */
export async function tasksReport(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<TasksReport> {
  const { company } = session;
  // Whom the report may cover is checked as for every report (403 and 404 alike).
  await reportPeople(db, session, query);
  const rows = await findTaskFigures(
    db,
    scopeOf(session, query),
    { from: query.from, to: query.to, timeZone: company.timezone },
    now,
    RESOLVED_ON_SITE_METRES,
  );
  const all = rows.find((r) => r.level === 'all');
  const {
    id: _id,
    name: _name,
    ...totals
  } = rowOf(all ?? { ...EMPTY, level: 'all', id: null, name: null }, '');
  return {
    kind: 'tasks',
    from: query.from,
    to: query.to,
    company: { id: company.id, name: company.name, timezone: company.timezone },
    generatedAt: now.toISOString(),
    departments: rows.filter((r) => r.level === 'department').map((r) => rowOf(r, 'No department')),
    people: rows.filter((r) => r.level === 'person').map((r) => rowOf(r, 'Not assigned')),
    totals,
  };
}

const EMPTY = {
  created: 0,
  customerRequests: 0,
  internal: 0,
  resolved: 0,
  rejected: 0,
  overdue: 0,
  open: 0,
  medianResolveMinutes: null,
  resolvedOnSite: 0,
};
