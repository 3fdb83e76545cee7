import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { departments, users, workLogs } from '../db/schema/index.ts';
import type { PersonKey } from './attendance.repository.ts';

export type WorkLogRow = typeof workLogs.$inferSelect;

export interface WorkLogView extends WorkLogRow {
  department: { id: string; name: string } | null;
  employee: { firstName: string; lastName: string };
  supervisor: { firstName: string; lastName: string } | null;
}

/** Stores a work log once per phone id; a retry finds the first one (second value: created). */
export async function insertWorkLogOnce(
  db: Database,
  values: typeof workLogs.$inferInsert,
): Promise<string> {
  const [created] = await db
    .insert(workLogs)
    .values(values)
    .onConflictDoNothing({ target: [workLogs.companyId, workLogs.userId, workLogs.clientId] })
    .returning({ id: workLogs.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: workLogs.id })
    .from(workLogs)
    .where(
      and(
        eq(workLogs.companyId, values.companyId),
        eq(workLogs.userId, values.userId),
        eq(workLogs.clientId, values.clientId),
      ),
    );
  if (!existing) throw new Error('work log neither inserted nor found');
  return existing.id;
}

const supervisors = alias(users, 'supervisor');

/** A person's work logs with the names the console shows, oldest first. */
export async function findWorkLogViews(
  db: Database,
  person: PersonKey,
  filter: { workDate?: string; ids?: readonly string[]; limit: number },
): Promise<WorkLogView[]> {
  const rows = await db
    .select({
      log: workLogs,
      department: { id: departments.id, name: departments.name },
      employee: { firstName: users.firstName, lastName: users.lastName },
      supervisor: { firstName: supervisors.firstName, lastName: supervisors.lastName },
    })
    .from(workLogs)
    .innerJoin(users, and(eq(users.companyId, workLogs.companyId), eq(users.id, workLogs.userId)))
    .leftJoin(
      departments,
      and(eq(departments.companyId, workLogs.companyId), eq(departments.id, workLogs.departmentId)),
    )
    .leftJoin(
      supervisors,
      and(eq(supervisors.companyId, workLogs.companyId), eq(supervisors.id, workLogs.supervisorId)),
    )
    .where(
      and(
        eq(workLogs.companyId, person.companyId),
        eq(workLogs.userId, person.userId),
        filter.workDate ? eq(workLogs.workDate, filter.workDate) : undefined,
        filter.ids ? inArray(workLogs.id, [...filter.ids]) : undefined,
      ),
    )
    // Newest first to take the limit, then turned back to time order.
    .orderBy(desc(workLogs.loggedAt), desc(workLogs.id))
    .limit(filter.limit);
  return rows.reverse().map((r) => ({
    ...r.log,
    department: r.department,
    employee: r.employee,
    supervisor: r.supervisor,
  }));
}

/** Work logs stop pointing at a department that is being deleted (they keep everything else). */
export async function detachWorkLogsFromDepartment(
  db: Pick<Database, 'update'>,
  companyId: string,
  departmentId: string,
) {
  await db
    .update(workLogs)
    .set({ departmentId: null, updatedAt: sql`now()` })
    .where(and(eq(workLogs.companyId, companyId), eq(workLogs.departmentId, departmentId)));
}
