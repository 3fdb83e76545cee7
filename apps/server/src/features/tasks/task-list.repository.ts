import { and, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '@ronda/shared';
import type { TaskScope } from '../../auth/access-policy.ts';
import type { Database } from '../../db/client.ts';
import { complaints } from '../../db/schema/index.ts';

export interface TaskListFilter {
  scope: TaskScope;
  statuses?: readonly TaskStatus[] | undefined;
  departmentId?: string | undefined;
  employeeId?: string | undefined;
  customerId?: string | undefined;
  supervisorId?: string | undefined;
  /** Half-open: agenda_at in [from, to). */
  agenda?: { from: Date; to: Date } | undefined;
}

/**
 * Managers list top-level tasks (subtasks show inside their parent); an employee lists whatever
 * is assigned to them, a subtask included, since they may not see its parent.
 */
function conditionOf(companyId: string, f: TaskListFilter): SQL | undefined {
  return and(
    eq(complaints.companyId, companyId),
    f.scope.kind === 'assigned'
      ? eq(complaints.employeeId, f.scope.userId)
      : isNull(complaints.parentComplaintId),
    f.statuses ? inArray(complaints.status, [...f.statuses]) : undefined,
    f.departmentId ? eq(complaints.departmentId, f.departmentId) : undefined,
    f.employeeId ? eq(complaints.employeeId, f.employeeId) : undefined,
    f.customerId ? eq(complaints.customerId, f.customerId) : undefined,
    f.supervisorId ? eq(complaints.supervisorId, f.supervisorId) : undefined,
    f.agenda ? gte(complaints.agendaAt, f.agenda.from) : undefined,
    f.agenda ? lt(complaints.agendaAt, f.agenda.to) : undefined,
  );
}

/** One page of task ids, newest first, and how many match in all. */
export async function listTaskPage(
  db: Database,
  companyId: string,
  filter: TaskListFilter,
  page: { number: number; size: number },
): Promise<{ ids: string[]; total: number }> {
  const where = conditionOf(companyId, filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(where)
      // "nulls last" as the list indexes are built (drizzle's .desc() in the schema): plain DESC
      // means NULLS FIRST to PostgreSQL, and then no index can give the order, so every match
      // was read and sorted for a page of 10 (18–41 ms in a company of 100,000 tasks; 0.05 ms).
      .orderBy(sql`${complaints.createdAt} desc nulls last`, sql`${complaints.id} desc nulls last`)
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ total: count() }).from(complaints).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: totals[0]?.total ?? 0 };
}
