import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { adminSessions } from '../db/schema/index.ts';

export async function insertAdminSession(
  db: Database,
  row: typeof adminSessions.$inferInsert,
): Promise<void> {
  await db.insert(adminSessions).values(row);
}

export async function findLiveAdminSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeAdminSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteEndedAdminSessions(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, before), lt(adminSessions.revokedAt, before)))
    .returning({ id: adminSessions.id });
  return removed.length;
}
