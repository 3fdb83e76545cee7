import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { complaints, customers, departments, users } from '../../db/schema/index.ts';

export type TaskRow = typeof complaints.$inferSelect;
type Executor = Pick<Database, 'select'>;

interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A task row with the names the console shows next to its ids. */
export interface TaskView extends TaskRow {
  customer: { id: string; name: string; email: string; phone: string | null } | null;
  department: { id: string; name: string } | null;
  employee: PersonRef | null;
  supervisor: PersonRef | null;
  parent: { id: string; description: string } | null;
}

const employees = alias(users, 'employee');
const supervisors = alias(users, 'supervisor');
const parents = alias(complaints, 'parent');

/** Task views matching a condition on `complaints`, in the order given. */
export async function selectTaskViews(
  db: Executor,
  companyId: string,
  where: SQL | undefined,
  order: SQL[] = [asc(complaints.createdAt), asc(complaints.id)],
): Promise<TaskView[]> {
  const rows = await db
    .select({
      task: complaints,
      customer: {
        id: customers.id,
        name: customers.name,
        email: customers.email,
        phone: customers.phone,
      },
      department: { id: departments.id, name: departments.name },
      employee: {
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        email: employees.email,
      },
      supervisor: {
        id: supervisors.id,
        firstName: supervisors.firstName,
        lastName: supervisors.lastName,
        email: supervisors.email,
      },
      parent: { id: parents.id, description: parents.description },
    })
    .from(complaints)
    .leftJoin(
      customers,
      and(eq(customers.companyId, complaints.companyId), eq(customers.id, complaints.customerId)),
    )
    .leftJoin(
      departments,
      and(
        eq(departments.companyId, complaints.companyId),
        eq(departments.id, complaints.departmentId),
      ),
    )
    .leftJoin(
      employees,
      and(eq(employees.companyId, complaints.companyId), eq(employees.id, complaints.employeeId)),
    )
    .leftJoin(
      supervisors,
      and(
        eq(supervisors.companyId, complaints.companyId),
        eq(supervisors.id, complaints.supervisorId),
      ),
    )
    .leftJoin(
      parents,
      and(
        eq(parents.companyId, complaints.companyId),
        eq(parents.id, complaints.parentComplaintId),
      ),
    )
    .where(and(eq(complaints.companyId, companyId), where))
    .orderBy(...order);
  return rows.map((r) => ({
    ...r.task,
    customer: r.customer,
    department: r.department,
    employee: r.employee,
    supervisor: r.supervisor,
    parent: r.parent,
  }));
}

export async function findTaskViewsByIds(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<TaskView[]> {
  if (ids.length === 0) return [];
  const views = await selectTaskViews(db, companyId, inArray(complaints.id, [...ids]));
  const byId = new Map(views.map((v) => [v.id, v]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The subtasks of the given tasks, grouped by parent, oldest first. */
export async function findSubtaskViews(
  db: Executor,
  companyId: string,
  parentIds: readonly string[],
): Promise<Map<string, TaskView[]>> {
  const grouped = new Map<string, TaskView[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return grouped;
  const views = await selectTaskViews(
    db,
    companyId,
    inArray(complaints.parentComplaintId, [...parentIds]),
  );
  for (const view of views) {
    if (view.parentComplaintId) grouped.get(view.parentComplaintId)?.push(view);
  }
  return grouped;
}

/**
 * The given tasks in that order and the subtasks of each, in one round trip (a list page's
 * whole read after its ids).
 */
export async function findTasksWithSubtasks(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<{ views: TaskView[]; subtasks: Map<string, TaskView[]> }> {
  const subtasks = new Map<string, TaskView[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return { views: [], subtasks };
  const rows = await selectTaskViews(
    db,
    companyId,
    or(inArray(complaints.id, [...ids]), inArray(complaints.parentComplaintId, [...ids])),
  );
  const byId = new Map<string, TaskView>();
  for (const row of rows) {
    if (ids.includes(row.id)) byId.set(row.id, row);
    if (row.parentComplaintId) subtasks.get(row.parentComplaintId)?.push(row);
  }
  return { views: ids.flatMap((id) => byId.get(id) ?? []), subtasks };
}
