import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { complaintEvents, complaints, users } from '../../db/schema/index.ts';
import type { TaskRow } from './task-views.repository.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type TaskInsert = typeof complaints.$inferInsert;
export type TaskChanges = Partial<
  Omit<TaskInsert, 'id' | 'companyId' | 'createdAt' | 'parentComplaintId' | 'agendaAt'>
>;

/** Locks the task for the rest of the transaction, so two actions on it apply one after the other. */
export async function lockTask(
  db: Executor,
  companyId: string,
  taskId: string,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.companyId, companyId), eq(complaints.id, taskId)))
    .for('update');
  return row;
}

/** The task's parent, when it is a subtask; read without a lock, to lock the parent first. */
export async function findParentId(
  db: Executor,
  companyId: string,
  taskId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ parentId: complaints.parentComplaintId })
    .from(complaints)
    .where(and(eq(complaints.companyId, companyId), eq(complaints.id, taskId)));
  return row?.parentId ?? null;
}

/** A task's subtasks that are neither resolved nor rejected, locked like the task itself. */
export async function lockOpenSubtasks(
  db: Executor,
  companyId: string,
  parentId: string,
): Promise<TaskRow[]> {
  return db
    .select()
    .from(complaints)
    .where(
      and(
        eq(complaints.companyId, companyId),
        eq(complaints.parentComplaintId, parentId),
        sql`${complaints.status} not in ('resolved', 'rejected')`,
      ),
    )
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .for('update');
}

export async function insertTask(db: Executor, values: TaskInsert): Promise<string> {
  const [created] = await db.insert(complaints).values(values).returning({ id: complaints.id });
  if (!created) throw new Error('task insert returned nothing');
  return created.id;
}

export async function updateTask(
  db: Executor,
  companyId: string,
  taskId: string,
  changes: TaskChanges,
  now: Date,
): Promise<void> {
  await db
    .update(complaints)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(complaints.companyId, companyId), eq(complaints.id, taskId)));
}

/** Keeps a parent's completion in step with its subtasks: resolved among those not rejected. */
export async function refreshCompletion(
  db: Executor,
  companyId: string,
  taskId: string,
): Promise<void> {
  await db.execute(sql`
    update complaints p set completion_percentage = case
      when p.status = 'resolved' then 100
      else coalesce((
        select (100 * count(*) filter (where s.status = 'resolved')
                / nullif(count(*) filter (where s.status <> 'rejected'), 0))::int
        from complaints s
        where s.company_id = p.company_id and s.parent_complaint_id = p.id
      ), 0) end
    where p.company_id = ${companyId} and p.id = ${taskId}`);
}

export interface TaskEventInsert {
  companyId: string;
  complaintId: string;
  actorUserId: string | null;
  kind: 'created' | 'updated' | 'subtask-created';
  changes: Record<string, [unknown, unknown]>;
  createdAt: Date;
}

export async function insertTaskEvent(db: Executor, event: TaskEventInsert): Promise<void> {
  await db.insert(complaintEvents).values(event);
}

export interface TaskEventView {
  id: string;
  kind: string;
  createdAt: Date;
  changes: unknown;
  actor: { id: string; firstName: string; lastName: string } | null;
}

export async function findTaskEvents(
  db: Pick<Database, 'select'>,
  companyId: string,
  taskId: string,
): Promise<TaskEventView[]> {
  return db
    .select({
      id: complaintEvents.id,
      kind: complaintEvents.kind,
      createdAt: complaintEvents.createdAt,
      changes: complaintEvents.changes,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(complaintEvents)
    .leftJoin(
      users,
      and(
        eq(users.companyId, complaintEvents.companyId),
        eq(users.id, complaintEvents.actorUserId),
      ),
    )
    .where(and(eq(complaintEvents.companyId, companyId), eq(complaintEvents.complaintId, taskId)))
    .orderBy(asc(complaintEvents.createdAt), asc(complaintEvents.id));
}
