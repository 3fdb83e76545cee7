import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;
export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Executor,
  row: typeof uploads.$inferInsert,
): Promise<UploadRow> {
  const [created] = await db.insert(uploads).values(row).returning();
  if (!created) throw new Error('upload insert returned nothing');
  return created;
}

export async function findUploadByKey(db: Executor, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
}

/** A finished upload only: files still arriving (or never sent) are not served. */
export async function findCompletedUpload(
  db: Executor,
  key: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), isNotNull(uploads.completedAt)))
    .limit(1);
  return row;
}

/** False when the upload was already marked complete (the file is never replaced). */
export async function markUploadCompleted(
  db: Executor,
  key: string,
  sizeBytes: number,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(uploads)
    .set({ completedAt: at, sizeBytes })
    .where(and(eq(uploads.key, key), isNull(uploads.completedAt)))
    .returning({ id: uploads.id });
  return updated.length > 0;
}

export async function findCompanyUploads(
  db: Executor,
  companyId: string,
  keys: readonly string[],
): Promise<UploadRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), inArray(uploads.key, [...keys])));
}
