import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies, departments, invites } from '../db/schema/index.ts';

export type InviteRow = typeof invites.$inferSelect;
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
    .leftJoin(
      departments,
      and(eq(departments.companyId, invites.companyId), eq(departments.id, invites.departmentId)),
    )
    .where(and(eq(invites.code, code), isNull(invites.revokedAt), gt(invites.expiresAt, now)))
    .limit(1);
  return row;
}

export async function listLiveInvites(
  db: Executor,
  companyId: string,
  now: Date,
): Promise<InviteRow[]> {
  return db
    .select()
    .from(invites)
    .where(
      and(eq(invites.companyId, companyId), isNull(invites.revokedAt), gt(invites.expiresAt, now)),
    )
    .orderBy(desc(invites.createdAt));
}

export async function revokeInvite(
  db: Executor,
  companyId: string,
  inviteId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ revokedAt: now })
    .where(
      and(eq(invites.companyId, companyId), eq(invites.id, inviteId), isNull(invites.revokedAt)),
    )
    .returning({ id: invites.id });
  return rows.length > 0;
}
