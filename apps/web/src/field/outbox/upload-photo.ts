import { presignedUrlResponseSchema } from '@ronda/shared';
import { env } from '@/config/env';
import type { PhotoUploadOutcome, StoredPhoto } from '../sync';

const messageOf = (body: unknown, fallback: string) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;

/**
 * Uploads a photo that waited on the phone, the way the console uploads (issue 27): a presigned
 * address from the server, then a PUT of the file. A refusal (4xx) is for good and reported on
 * the item; no answer or a 5xx is tried again with the action.
 */
export function createPhotoUploader(token: () => string) {
  return async (photo: StoredPhoto): Promise<PhotoUploadOutcome> => {
    const file = new Blob([photo.data], { type: photo.type });
    const query = new URLSearchParams({ fileType: photo.type, fileSize: String(file.size) });
    let target: { uploadUrl: string; fileUrl: string };
    try {
      const res = await fetch(`${env.apiBaseUrl}/api/upload/presigned-url?${query}`, {
        headers: { Authorization: `Bearer ${token()}` },
      });
      const body: unknown = await res.json().catch(() => undefined);
      if (res.status === 401)
        return { kind: 'unauthorized', message: messageOf(body, 'Signed out') };
      if (res.status >= 400 && res.status < 500) {
        return { kind: 'refused', status: res.status, message: messageOf(body, 'Not accepted') };
      }
      const parsed = presignedUrlResponseSchema.safeParse(body);
      if (!res.ok || !parsed.success) {
        return { kind: 'retry', reason: `upload address answered ${res.status}` };
      }
      target = parsed.data;
    } catch {
      return { kind: 'retry', reason: 'no connection for the photo' };
    }
    try {
      const put = await fetch(target.uploadUrl, {
        method: 'PUT',
        headers: { 'Content-Type': photo.type },
        body: file,
      });
      if (put.ok) return { kind: 'uploaded', url: target.fileUrl };
      if (put.status >= 400 && put.status < 500) {
        return {
          kind: 'refused',
          status: put.status,
          message: `the file store answered ${put.status}`,
        };
      }
      return { kind: 'retry', reason: `the file store answered ${put.status}` };
    } catch {
      return { kind: 'retry', reason: 'no connection for the photo' };
    }
  };
}
