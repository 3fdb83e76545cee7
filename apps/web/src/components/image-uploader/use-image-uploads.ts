import { imageFileProblemKind, MAX_REQUEST_IMAGES } from '@ronda/shared';
import { useEffect, useRef, useState } from 'react';
import { getUploadUrl } from './get-upload-url';
import type { ImageUploadMessages } from './image-upload-messages';
import { putFile } from './put-file';
import { resizeImage } from './resize-image';

export type ImageStatus = 'preparing' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface UploadImage {
  id: string;
  name: string;
  previewUrl: string;
  status: ImageStatus;
  /** Upload progress in whole percent. */
  progress: number;
  fileUrl: string | null;
  /**
   * The company the file was uploaded for (null: the signed-in user's own): uploading for
   * another company uploads it again.
   */
  uploadedFor: string | null;
}

export interface SkippedFile {
  name: string;
  message: string;
}

export interface ImageUploadsOptions {
  messages: ImageUploadMessages;
  /** Both the request and the task schemas take 10 at most. */
  maxImages?: number;
}

/**
 * Images to attach (§5): checked when picked (invalid ones skipped with the caller's message),
 * downscaled in the browser when over 1 MB, uploaded through presigned URLs with a progress bar
 * each when the caller calls uploadAll.
 */
export function useImageUploads({ messages, maxImages = MAX_REQUEST_IMAGES }: ImageUploadsOptions) {
  const [images, setImages] = useState<UploadImage[]>([]);
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

  const update = (id: string, change: Partial<UploadImage>) =>
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
    const added: UploadImage[] = [];
    for (const file of picked) {
      const problem = imageFileProblemKind(file);
      if (problem) {
        problems.push({ name: file.name, message: messages[problem] });
        continue;
      }
      if (images.length + added.length >= maxImages) {
        problems.push({ name: file.name, message: messages.tooMany });
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
          setSkipped((list) => [...list, { name: file.name, message: messages.unreadable }]);
        },
      );
      const image: UploadImage = {
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

  async function uploadOne(image: UploadImage, companyId: string | null): Promise<string> {
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

  /**
   * Uploads what is not uploaded yet, for `companyId` (the public form's) or, with null, for the
   * signed-in user's company. Answers every file address in order, or fails as a whole.
   */
  async function uploadAll(
    list: readonly UploadImage[],
    companyId: string | null = null,
  ): Promise<string[]> {
    const results = await Promise.allSettled(list.map((image) => uploadOne(image, companyId)));
    const urls: string[] = [];
    for (const result of results) {
      if (result.status === 'rejected') throw new Error(messages.uploadFailed);
      urls.push(result.value);
    }
    return urls;
  }

  /**
   * The upload-ready (made smaller) files of these images, in order, for a caller that keeps them
   * to upload later (the field app offline, issue 27). Fails when one could not be read.
   */
  async function preparedFiles(list: readonly UploadImage[]): Promise<File[]> {
    return Promise.all(
      list.map(async (image) => {
        const file = await files.current.get(image.id);
        if (!file) throw new Error(messages.uploadFailed);
        return file;
      }),
    );
  }

  return { images, skipped, add, remove, uploadAll, preparedFiles, maxImages };
}
