import { imageFileProblem } from '@ronda/shared';
import { useCallback, useState } from 'react';
import { getUploadUrl } from '@/components/image-uploader/get-upload-url';
import { putFile } from '@/components/image-uploader/put-file';
import { resizeImage } from '@/components/image-uploader/resize-image';

export interface PhotoUpload {
  key: string;
  name: string;
  progress: number;
  url: string | null;
  error: string | null;
}

export const PHOTOS_NEED_NETWORK =
  'Photos need a connection. Save without them, or add them when you are online.';

/** Photos picked on the phone: made smaller, then uploaded at once with progress (signed in). */
export function usePhotoUploads() {
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);
  const update = (key: string, change: Partial<PhotoUpload>) =>
    setPhotos((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = useCallback(async (files: readonly File[]) => {
    for (const picked of files) {
      const key = crypto.randomUUID();
      const problem = imageFileProblem(picked);
      setPhotos((all) => [
        ...all,
        { key, name: picked.name, progress: 0, url: null, error: problem ?? null },
      ]);
      if (problem) continue;
      try {
        const file = await resizeImage(picked);
        const { uploadUrl, fileUrl } = await getUploadUrl(file, null);
        await putFile(uploadUrl, file, (progress) => update(key, { progress }));
        update(key, { url: fileUrl, progress: 100 });
      } catch {
        update(key, { error: 'Failed to upload images' });
      }
    }
  }, []);

  const remove = (key: string) => setPhotos((all) => all.filter((p) => p.key !== key));
  const reset = () => setPhotos([]);
  const uploading = photos.some((p) => p.url === null && p.error === null);
  const urls = photos.flatMap((p) => (p.url ? [p.url] : []));
  return { photos, add, remove, reset, uploading, urls };
}
