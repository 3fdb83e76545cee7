import crypto from 'node:crypto';
import type { ImageType } from '@ronda/shared';

const EXTENSION_OF: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * `<companyId>/<yyyy>/<mm>/<128 random bits>.<ext>`. Nothing of the user's file name: names leak
 * personal details and are a path-injection surface. The pattern is the whole key grammar, so a
 * key that passes it cannot climb out of the upload folder.
 */
const KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

export function newUploadKey(companyId: string, type: ImageType, now: Date): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const id = crypto.randomBytes(16).toString('hex');
  return `${companyId.toLowerCase()}/${year}/${month}/${id}.${EXTENSION_OF[type]}`;
}

export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
