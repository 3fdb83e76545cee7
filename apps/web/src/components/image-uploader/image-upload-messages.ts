import type { UploadProblem } from '@ronda/shared';
import type { ImageStatus } from './use-image-uploads';

/**
 * What the upload hook says (public-site-and-sign-in.md §5, §8; console.md §5, §8). The first
 * three are keyed as UPLOAD_MESSAGES in @ronda/shared, which holds the spec's words for them.
 */
export interface ImageUploadMessages extends Record<UploadProblem, string> {
  /** The file would go over the image limit. */
  tooMany: string;
  /** The browser could not decode the image to downscale it. */
  unreadable: string;
  /** uploadAll's error when any file fails. */
  uploadFailed: string;
}

/** What the uploader shows. */
export interface ImageUploaderMessages {
  /** The file input's visible label. */
  label: string;
  hint: string;
  /** The accessible name of the list of attached images. */
  attachedImages: string;
  status: Record<ImageStatus, string>;
  /** The accessible name of a file's progress bar. */
  progressLabel(fileName: string): string;
  /** The accessible name of a file's remove button. */
  removeLabel(fileName: string): string;
}
