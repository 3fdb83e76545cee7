import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies, departments, invites } from '../db/schema/index.ts';

export type InviteRow = typeof invites.$inferSelect;
export type InviteWithDepartment = InviteRow & { departmentName: string | null };

/** Not revoked, not expired, not used up. */
const isLive = (now: Date) =>
  and(
    isNull(invites.revokedAt),
    gt(invites.expiresAt, now),
    or(isNull(invites.maxUses), lt(invites.usedCount, invites.maxUses)),
  );

const departmentOfInvite = and(
  eq(departments.companyId, invites.companyId),
  eq(departments.id, invites.departmentId),
);
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export async function insertInvite(
  db: Executor,
  row: typeof invites.$inferInsert,
): Promise<InviteRow | undefined> {
  const [created] = await db
    .insert(invites)
    .values(row)
    .onConflictDoNothing({ target: invites.code })
    .returning();
  return created;
}

/** A live invite by code, with the names a joining employee is shown. */
export async function findLiveInviteByCode(db: Executor, code: string, now: Date) {
  const [row] = await db
    .select({
      invite: invites,
      companyName: companies.name,
      companyActive: companies.isActive,
      departmentName: departments.name,
    })
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .leftJoin(departments, departmentOfInvite)
    .where(and(eq(invites.code, code), isLive(now)))
    .limit(1);
  return row;
}

/**
 * Counts one use of a live invite; undefined when it is no longer live (a race with the last
 * use, a revocation or the expiry). Run it in the joining transaction.
 */
export async function consumeInvite(db: Executor, inviteId: string, now: Date) {
  const [row] = await db
    .update(invites)
    .set({ usedCount: sql`${invites.usedCount} + 1` })
    .where(and(eq(invites.id, inviteId), isLive(now)))
    .returning({ id: invites.id });
  return row;
}

export async function listLiveInvites(
  db: Executor,
  companyId: string,
  now: Date,
): Promise<InviteWithDepartment[]> {
  const rows = await db
    .select({ invite: invites, departmentName: departments.name })
    .from(invites)
    .leftJoin(departments, departmentOfInvite)
    .where(and(eq(invites.companyId, companyId), isLive(now)))
    .orderBy(desc(invites.createdAt));
  return rows.map((r) => ({ ...r.invite, departmentName: r.departmentName }));
}

export async function revokeInvite(db: Executor, companyId: string, inviteId: string, now: Date) {
  const [row] = await db
    .update(invites)
    .set({ revokedAt: now })
    .where(
      and(eq(invites.companyId, companyId), eq(invites.id, inviteId), isNull(invites.revokedAt)),
    )
    .returning({ id: invites.id, code: invites.code });
  return row;
}
