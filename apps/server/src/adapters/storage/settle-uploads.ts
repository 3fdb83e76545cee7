import { imageTypeOf } from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { findCompanyUploads, markUploadCompleted } from '../../repositories/uploads.repository.ts';
import { ApiError } from '../../lib/api-error.ts';
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

/** Storage keys look like <companyId>/<yyyy>/<mm>/<id>.<ext> (uploads feature). */
function uploadKeyOf(fileUrl: string, companyId: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(fileUrl).pathname);
  } catch {
    return undefined; // a malformed %-escape: not one of our keys
  }
  const match = new RegExp(
    `(${companyId}/\\d{4}/\\d{2}/[A-Za-z0-9_-]+\\.(?:jpg|png|gif|webp))$`,
  ).exec(pathname);
  return match?.[1];
}

export const FOREIGN_IMAGES_MESSAGE = 'Images must be files uploaded for this company';

/** 400 unless every URL names a finished image upload of the company (checked in the store). */
export async function requireCompanyImages(
  db: Database,
  storage: Storage,
  companyId: string,
  fileUrls: readonly string[],
  now: Date,
): Promise<void> {
  if (fileUrls.length === 0) return;
  const keys = fileUrls.map((url) => uploadKeyOf(url, companyId));
  const known = await settleUploads(
    db,
    storage,
    companyId,
    keys.filter((k): k is string => Boolean(k)),
    now,
  );
  if (keys.some((key) => !key || !known.has(key))) {
    throw ApiError.badRequest(FOREIGN_IMAGES_MESSAGE);
  }
}
