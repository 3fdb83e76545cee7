import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
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

/** Uploads never finished whose link expired before `before`, oldest first. */
export async function findAbandonedUploads(
  db: Executor,
  before: Date,
  limit: number,
): Promise<Array<Pick<UploadRow, 'id' | 'key'>>> {
  return db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.completedAt), lt(uploads.expiresAt, before)))
    .orderBy(asc(uploads.expiresAt))
    .limit(limit);
}

/** Deletes these upload rows unless one was finished meanwhile. */
export async function deleteUnfinishedUploads(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(uploads).where(and(inArray(uploads.id, [...ids]), isNull(uploads.completedAt)));
}
