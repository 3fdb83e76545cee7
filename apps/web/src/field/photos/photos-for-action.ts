import type { UploadImage } from '@/components/image-uploader/use-image-uploads';
import type { NewPhoto } from '../sync';
import { keepOnPhone } from './keep-on-phone';

interface Uploads {
  images: readonly UploadImage[];
  uploadAll: (list: readonly UploadImage[]) => Promise<string[]>;
  preparedFiles: (list: readonly UploadImage[]) => Promise<File[]>;
}

/**
 * The photos of a work log or resolve (issue 27): online, uploaded now (a progress bar each);
 * offline, or when that fails, kept on the phone to go with the queued action. Throws only when a
 * photo cannot be read at all.
 */
export async function photosForAction(
  uploads: Uploads,
  online: boolean,
): Promise<{ urls: string[]; kept: NewPhoto[] }> {
  if (uploads.images.length === 0) return { urls: [], kept: [] };
  const uploaded = online ? await uploads.uploadAll(uploads.images).catch(() => null) : null;
  if (uploaded) return { urls: uploaded, kept: [] };
  return { urls: [], kept: await keepOnPhone(await uploads.preparedFiles(uploads.images)) };
}
