import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { PeopleScope } from '../auth/access-policy.ts';
import type { Database } from '../db/client.ts';
import { companies, departmentMembers, departments, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export interface DepartmentRef {
  id: string;
  name: string;
}
export interface UserWithDepartments extends UserRow {
  departments: DepartmentRef[];
}

type Executor = Pick<Database, 'select' | 'update' | 'insert' | 'delete' | 'execute'>;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserInCompany(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export async function findCompany(
  db: Executor,
  companyId: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function departmentsOfUsers(
  db: Executor,
  companyId: string,
  userIds: readonly string[],
): Promise<Map<string, DepartmentRef[]>> {
  const result = new Map<string, DepartmentRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: departmentMembers.userId, id: departments.id, name: departments.name })
    .from(departmentMembers)
    .innerJoin(
      departments,
      and(
        eq(departments.companyId, departmentMembers.companyId),
        eq(departments.id, departmentMembers.departmentId),
      ),
    )
    .where(
      and(
        eq(departmentMembers.companyId, companyId),
        // One array parameter, not one parameter per person: a report of 1,000 people bound
        // and sent 1,000 of them (issue 29).
        sql`${departmentMembers.userId} = any(${sql.param([...userIds])}::uuid[])`,
      ),
    )
    .orderBy(asc(departments.name));
  for (const row of rows) result.get(row.userId)?.push({ id: row.id, name: row.name });
  return result;
}

export async function withDepartments(db: Executor, user: UserRow): Promise<UserWithDepartments> {
  const map = await departmentsOfUsers(db, user.companyId, [user.id]);
  return { ...user, departments: map.get(user.id) ?? [] };
}

/**
 * People of a company the scope lets the caller see (access-policy.ts peopleScope), by name,
 * with their departments; `withAdmins` adds the company's admins, whom any team may call on.
 */
export async function listPeople(
  db: Executor,
  companyId: string,
  scope: PeopleScope,
  options: { withAdmins?: boolean; onlyActive?: boolean } = {},
): Promise<UserWithDepartments[]> {
  const inScope =
    scope.kind === 'company'
      ? undefined
      : scope.kind === 'self'
        ? eq(users.id, scope.userId)
        : or(
            eq(users.id, scope.alsoUserId),
            scope.departmentIds.length === 0
              ? undefined
              : exists(
                  db
                    .select({ one: sql`1` })
                    .from(departmentMembers)
                    .where(
                      and(
                        eq(departmentMembers.companyId, users.companyId),
                        eq(departmentMembers.userId, users.id),
                        inArray(departmentMembers.departmentId, [...scope.departmentIds]),
                      ),
                    ),
                ),
          );
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        options.onlyActive ? eq(users.status, 'active') : undefined,
        inScope && options.withAdmins ? or(inScope, eq(users.isAdmin, true)) : inScope,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const departmentsOf = await departmentsOfUsers(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, departments: departmentsOf.get(row.id) ?? [] }));
}
