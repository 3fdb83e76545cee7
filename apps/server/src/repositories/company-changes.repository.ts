import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companyChanges } from '../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert'>;
export type CompanyChangeRow = typeof companyChanges.$inferSelect;

export interface ChangeActor {
  userId: string;
  name: string;
}

export interface NewChange {
  action: string;
  summary: string;
  details?: Record<string, unknown>;
}

/** Writes one line of the audit trail; call it inside the change's own transaction. */
export async function recordChange(
  db: Executor,
  companyId: string,
  actor: ChangeActor | null,
  change: NewChange,
): Promise<void> {
  await db.insert(companyChanges).values({
    companyId,
    actorUserId: actor?.userId ?? null,
    actorName: actor?.name ?? null,
    action: change.action,
    summary: change.summary,
    details: change.details ?? {},
  });
}

export async function listChanges(
  db: Executor,
  companyId: string,
  limit: number,
): Promise<CompanyChangeRow[]> {
  return db
    .select()
    .from(companyChanges)
    .where(eq(companyChanges.companyId, companyId))
    .orderBy(desc(companyChanges.createdAt), desc(companyChanges.id))
    .limit(limit);
}
