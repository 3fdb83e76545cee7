import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies, pushSubscriptions, sessions, users } from '../db/schema/index.ts';
import type { DepartmentRef } from './people.repository.ts';

type Executor = Pick<Database, 'select' | 'update' | 'insert' | 'delete'>;

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, row: NewSession): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  if (!created) throw new Error('session insert returned nothing');
  return created;
}

/**
 * The session, its user with their departments, and the company, in one round trip: every
 * signed-in request starts here, so a second query for the departments would be paid on each.
 */
export async function findLiveSessionByHash(db: Executor, tokenHash: string) {
  const departmentsOfUser = sql<DepartmentRef[]>`coalesce((
    select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name)
    from department_members m
    join departments d on d.company_id = m.company_id and d.id = m.department_id
    where m.company_id = ${sessions.companyId} and m.user_id = ${sessions.userId}
  ), '[]'::json)`;
  const [row] = await db
    .select({ session: sessions, user: users, company: companies, departments: departmentsOfUser })
    .from(sessions)
    .innerJoin(users, and(eq(users.companyId, sessions.companyId), eq(users.id, sessions.userId)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
}

/**
 * Ends a session, and with it the push subscriptions made under it (issue 30): a browser signed
 * out of must not go on showing the company's alerts. Delivery skips them anyway (subscriptionsOf).
 */
export async function revokeSession(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, id));
}

export async function revokeUserSessions(
  db: Executor,
  companyId: string,
  userId: string,
  at: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.companyId, companyId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  if (revoked.length > 0) {
    const ids = revoked.map((r) => r.id);
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, ids));
  }
  return revoked.length;
}

/** Sessions that ended (expired or signed out) before the given time. */
export async function deleteEndedSessions(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return removed.length;
}
