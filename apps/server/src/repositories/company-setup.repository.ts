import { and, asc, eq } from 'drizzle-orm';
import { detachWorkLogsFromDepartment } from './work-logs.repository.ts';
import type { Database } from '../db/client.ts';
import {
  companies,
  complaints,
  departmentMembers,
  departments,
  users,
} from '../db/schema/index.ts';

export type DepartmentRow = typeof departments.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export async function insertCompanyRow(db: Executor, row: typeof companies.$inferInsert) {
  const [created] = await db.insert(companies).values(row).returning();
  if (!created) throw new Error('company insert returned nothing');
  return created;
}

export async function insertUserRow(db: Executor, row: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(row).returning();
  if (!created) throw new Error('user insert returned nothing');
  return created;
}

export async function findDepartment(db: Executor, companyId: string, departmentId: string) {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, departmentId)))
    .limit(1);
  return row;
}

export async function findDepartmentByName(db: Executor, companyId: string, name: string) {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.name, name)))
    .limit(1);
  return row;
}

export async function listDepartments(db: Executor, companyId: string): Promise<DepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name));
}

export async function insertDepartment(db: Executor, row: typeof departments.$inferInsert) {
  const [created] = await db.insert(departments).values(row).returning();
  if (!created) throw new Error('department insert returned nothing');
  return created;
}

export async function updateDepartment(
  db: Executor,
  companyId: string,
  departmentId: string,
  changes: { name?: string; description?: string | null },
) {
  const [row] = await db
    .update(departments)
    .set(changes)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, departmentId)))
    .returning();
  return row;
}

/** Tasks of a removed department stay, without a department (anyone may then pick them up). */
export async function deleteDepartment(
  db: Executor,
  companyId: string,
  departmentId: string,
): Promise<void> {
  await db
    .update(complaints)
    .set({ departmentId: null })
    .where(and(eq(complaints.companyId, companyId), eq(complaints.departmentId, departmentId)));
  await detachWorkLogsFromDepartment(db, companyId, departmentId);
  await db
    .delete(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, departmentId)));
}

export async function addMember(
  db: Executor,
  companyId: string,
  departmentId: string,
  userId: string,
) {
  await db
    .insert(departmentMembers)
    .values({ companyId, departmentId, userId })
    .onConflictDoNothing();
}

export async function removeMember(
  db: Executor,
  companyId: string,
  departmentId: string,
  userId: string,
) {
  await db
    .delete(departmentMembers)
    .where(
      and(
        eq(departmentMembers.companyId, companyId),
        eq(departmentMembers.departmentId, departmentId),
        eq(departmentMembers.userId, userId),
      ),
    );
}

export async function updateUserRow(
  db: Executor,
  companyId: string,
  userId: string,
  changes: Partial<Pick<typeof users.$inferInsert, 'isSupervisor' | 'status' | 'deactivatedAt'>>,
) {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .returning();
  return row;
}

/** Makes a person's departments exactly `departmentIds` (all of the company, checked by keys). */
export async function replaceMemberships(
  db: Executor,
  companyId: string,
  userId: string,
  departmentIds: readonly string[],
) {
  await db
    .delete(departmentMembers)
    .where(and(eq(departmentMembers.companyId, companyId), eq(departmentMembers.userId, userId)));
  if (departmentIds.length > 0) {
    await db
      .insert(departmentMembers)
      .values(departmentIds.map((departmentId) => ({ companyId, departmentId, userId })));
  }
}

export async function updateCompanyRow(
  db: Executor,
  companyId: string,
  changes: Partial<
    Pick<
      typeof companies.$inferInsert,
      | 'name'
      | 'email'
      | 'phone'
      | 'website'
      | 'address'
      | 'addressLat'
      | 'addressLng'
      | 'timezone'
      | 'stopThresholdMin'
      | 'dueDaysCritical'
      | 'dueDaysHigh'
      | 'dueDaysMedium'
      | 'dueDaysLow'
      | 'logoUrl'
    >
  >,
) {
  const [row] = await db
    .update(companies)
    .set(changes)
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}
