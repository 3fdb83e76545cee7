import { and, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TaskSort, TaskStatus } from '@ronda/shared';
import type { TaskScope } from '../../auth/access-policy.ts';
import type { Database } from '../../db/client.ts';
import { complaints } from '../../db/schema/index.ts';
import { searchCondition } from './task-search.ts';

export interface TaskPage {
  ids: string[];
  total: number;
  overdue: number;
}

export interface TaskListFilter {
  scope: TaskScope;
  statuses?: readonly TaskStatus[] | undefined;
  /** With statuses, either matches (the status filter's choices are alternatives). */
  overdue?: boolean | undefined;
  departmentId?: string | undefined;
  employeeId?: string | undefined;
  customerId?: string | undefined;
  supervisorId?: string | undefined;
  /** Half-open: agenda_at in [from, to). */
  agenda?: { from: Date; to: Date } | undefined;
  q?: string | undefined;
  sort?: TaskSort | undefined;
  /** The start of the company's today: a task due before it and still open is overdue. */
  todayStart: Date;
}

/** Neither resolved nor rejected, and due before today began (issue 28). */
export function overdueCondition(todayStart: Date): SQL {
  return sql`(${complaints.status} not in ('resolved', 'rejected') and ${complaints.dueDate} < ${todayStart})`;
}

/** The status filter's choices, any of which a task may meet; undefined for "all". */
export function statusFacetOf(f: TaskListFilter): SQL | undefined {
  const statuses = f.statuses && f.statuses.length > 0 ? [...f.statuses] : null;
  if (!statuses) return f.overdue ? overdueCondition(f.todayStart) : undefined;
  return f.overdue
    ? or(inArray(complaints.status, statuses), overdueCondition(f.todayStart))
    : inArray(complaints.status, statuses);
}

/**
 * Managers list top-level tasks (subtasks show inside their parent); an employee lists whatever
 * is assigned to them, a subtask included, since they may not see its parent.
 */
export function conditionOf(
  companyId: string,
  f: TaskListFilter,
  withStatus = true,
): SQL | undefined {
  const statusFacet = statusFacetOf(f);
  return and(
    eq(complaints.companyId, companyId),
    f.scope.kind === 'assigned'
      ? eq(complaints.employeeId, f.scope.userId)
      : isNull(complaints.parentComplaintId),
    withStatus ? statusFacet : undefined,
    f.departmentId ? eq(complaints.departmentId, f.departmentId) : undefined,
    f.employeeId ? eq(complaints.employeeId, f.employeeId) : undefined,
    f.customerId ? eq(complaints.customerId, f.customerId) : undefined,
    f.supervisorId ? eq(complaints.supervisorId, f.supervisorId) : undefined,
    f.agenda ? gte(complaints.agendaAt, f.agenda.from) : undefined,
    f.agenda ? lt(complaints.agendaAt, f.agenda.to) : undefined,
    f.q ? searchCondition(companyId, f.q) : undefined,
  );
}

/** "nulls last" as the list indexes are built (drizzle's .desc() in the schema): plain DESC
 * means NULLS FIRST to PostgreSQL, and then no index can give the order, so every match was
 * read and sorted for a page of 10 (18–41 ms in a company of 100,000 tasks; 0.05 ms). */
const NEWEST = [
  sql`${complaints.createdAt} desc nulls last`,
  sql`${complaints.id} desc nulls last`,
];

export function orderOf(sort: TaskSort | undefined): SQL[] {
  switch (sort) {
    case 'due':
      // The earliest due first, so what is overdue leads; tasks with no due date come last.
      return [sql`${complaints.dueDate} asc nulls last`, ...NEWEST];
    case 'priority':
      // The enum's order is low, medium, high, critical: descending puts critical first.
      return [sql`${complaints.priority} desc nulls last`, ...NEWEST];
    default:
      return NEWEST;
  }
}

/** One page of task ids in the asked order, how many match in all, and how many of the tasks
 * matching every filter but the status are overdue. */
export async function listTaskPage(
  db: Database,
  companyId: string,
  filter: TaskListFilter,
  page: { number: number; size: number },
): Promise<TaskPage> {
  const where = conditionOf(companyId, filter);
  const [rows, totals, overdue] = await Promise.all([
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ total: count() }).from(complaints).where(where),
    db
      .select({ total: count() })
      .from(complaints)
      .where(and(conditionOf(companyId, filter, false), overdueCondition(filter.todayStart))),
  ]);
  return {
    ids: rows.map((r) => r.id),
    total: totals[0]?.total ?? 0,
    overdue: overdue[0]?.total ?? 0,
  };
}
