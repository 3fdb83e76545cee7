import { imageTypeOf } from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { findCompanyUploads, markUploadCompleted } from '../../repositories/uploads.repository.ts';
import type { Storage } from './storage.ts';

/**
 * Which of `keys` are finished uploads of the company, for a feature about to reference them (a
 * task's images). Uploads through our own server are recorded as they finish; a direct upload to
 * S3 tells us nothing, so a pending one is checked in the bucket now and recorded when valid.
 */
export async function settleUploads(
  db: Database,
  storage: Storage,
  companyId: string,
  keys: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const settled = new Set<string>();
  for (const row of await findCompanyUploads(db, companyId, keys)) {
    const type = imageTypeOf(row.contentType);
    if (row.completedAt) settled.add(row.key);
    else if (type) {
      const found = await storage.confirmUpload(row.key, type);
      if (found) {
        await markUploadCompleted(db, row.key, found.sizeBytes, now);
        settled.add(row.key);
      }
    }
  }
  return settled;
}
