import { imageFileProblem, MAX_REQUEST_IMAGES } from '@ronda/shared';
import { useEffect, useRef, useState } from 'react';
import { getUploadUrl } from '../api/get-upload-url';
import { putFile } from '../api/put-file';
import { resizeImage } from '../lib/resize-image';
import { IMAGE_MESSAGES, SUBMIT_MESSAGES } from '../request-constants';

export type ImageStatus = 'preparing' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface RequestImage {
  id: string;
  name: string;
  previewUrl: string;
  status: ImageStatus;
  /** Upload progress in whole percent. */
  progress: number;
  fileUrl: string | null;
  /** The company the file was uploaded for: another company's request uploads it again. */
  uploadedFor: string | null;
}

export interface SkippedFile {
  name: string;
  message: string;
}

/**
 * The request's images (§5): checked when picked (invalid ones skipped with the spec's message),
 * downscaled in the browser when over 1 MB, uploaded on submit through presigned URLs with a
 * progress bar each.
 */
export function useImageUploads() {
  const [images, setImages] = useState<RequestImage[]>([]);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  // The upload-ready file of each image: resized in the background, awaited on submit.
  const files = useRef(new Map<string, Promise<File>>());
  const previews = useRef(new Set<string>());
  const nextId = useRef(0);

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const update = (id: string, change: Partial<RequestImage>) =>
    setImages((list) => list.map((image) => (image.id === id ? { ...image, ...change } : image)));

  function remove(id: string) {
    setImages((list) => {
      const gone = list.find((image) => image.id === id);
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl);
        previews.current.delete(gone.previewUrl);
      }
      return list.filter((image) => image.id !== id);
    });
    files.current.delete(id);
  }

  function add(picked: readonly File[]) {
    const problems: SkippedFile[] = [];
    const added: RequestImage[] = [];
    for (const file of picked) {
      const problem = imageFileProblem(file);
      if (problem) {
        problems.push({ name: file.name, message: problem });
        continue;
      }
      if (images.length + added.length >= MAX_REQUEST_IMAGES) {
        problems.push({ name: file.name, message: IMAGE_MESSAGES.tooMany });
        continue;
      }
      nextId.current += 1;
      const id = `image-${nextId.current}`;
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      const ready = resizeImage(file);
      files.current.set(id, ready);
      ready.then(
        () => update(id, { status: 'ready' }),
        () => {
          remove(id);
          setSkipped((list) => [...list, { name: file.name, message: IMAGE_MESSAGES.unreadable }]);
        },
      );
      const image: RequestImage = {
        id,
        name: file.name,
        previewUrl,
        status: 'preparing',
        progress: 0,
        fileUrl: null,
        uploadedFor: null,
      };
      added.push(image);
    }
    setSkipped(problems);
    setImages((list) => [...list, ...added]);
  }

  async function uploadOne(image: RequestImage, companyId: string): Promise<string> {
    if (image.fileUrl && image.uploadedFor === companyId) return image.fileUrl;
    try {
      const file = await files.current.get(image.id);
      if (!file) throw new Error('The image is no longer attached');
      update(image.id, { status: 'uploading', progress: 0 });
      const { uploadUrl, fileUrl } = await getUploadUrl(file, companyId);
      await putFile(uploadUrl, file, (progress) => update(image.id, { progress }));
      update(image.id, { status: 'uploaded', progress: 100, fileUrl, uploadedFor: companyId });
      return fileUrl;
    } catch (error) {
      update(image.id, { status: 'failed' });
      throw error;
    }
  }

  /** Uploads what is not uploaded yet; answers every file address in order, or fails as a whole. */
  async function uploadAll(list: readonly RequestImage[], companyId: string): Promise<string[]> {
    const results = await Promise.allSettled(list.map((image) => uploadOne(image, companyId)));
    const urls: string[] = [];
    for (const result of results) {
      if (result.status === 'rejected') throw new Error(SUBMIT_MESSAGES.uploadFailed);
      urls.push(result.value);
    }
    return urls;
  }

  return { images, skipped, add, remove, uploadAll };
}
