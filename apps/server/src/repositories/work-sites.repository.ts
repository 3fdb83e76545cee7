import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { workSites } from '../db/schema/index.ts';

export type WorkSiteRow = typeof workSites.$inferSelect;
type Executor = Pick<Database, 'select' | 'update' | 'insert' | 'delete'>;

export async function listWorkSites(db: Executor, companyId: string): Promise<WorkSiteRow[]> {
  return db
    .select()
    .from(workSites)
    .where(eq(workSites.companyId, companyId))
    .orderBy(asc(workSites.name));
}

export async function findWorkSite(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(workSites)
    .where(and(eq(workSites.companyId, companyId), eq(workSites.id, id)))
    .limit(1);
  return row;
}

export async function insertWorkSite(db: Executor, values: typeof workSites.$inferInsert) {
  const [row] = await db.insert(workSites).values(values).returning();
  if (!row) throw new Error('work site not inserted');
  return row;
}

export async function updateWorkSite(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof workSites.$inferInsert>,
) {
  const [row] = await db
    .update(workSites)
    .set(values)
    .where(and(eq(workSites.companyId, companyId), eq(workSites.id, id)))
    .returning();
  return row;
}

export async function deleteWorkSite(db: Executor, companyId: string, id: string) {
  const rows = await db
    .delete(workSites)
    .where(and(eq(workSites.companyId, companyId), eq(workSites.id, id)))
    .returning({ id: workSites.id, name: workSites.name });
  return rows[0];
}
