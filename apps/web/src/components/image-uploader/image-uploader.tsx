import { X } from 'lucide-react';
import { MAX_REQUEST_IMAGES } from '@ronda/shared';
import type { ImageUploaderMessages } from './image-upload-messages';
import type { SkippedFile, UploadImage } from './use-image-uploads';
import styles from './image-uploader.module.css';

export type { ImageUploadMessages, ImageUploaderMessages } from './image-upload-messages';
export {
  useImageUploads,
  type ImageStatus,
  type ImageUploadsOptions,
  type SkippedFile,
  type UploadImage,
} from './use-image-uploads';

export interface ImageUploaderProps {
  /** The file input's id; its hint is `${id}-hint`. */
  id: string;
  images: readonly UploadImage[];
  skipped: readonly SkippedFile[];
  onAdd(files: File[]): void;
  onRemove(id: string): void;
  disabled: boolean;
  messages: ImageUploaderMessages;
  /** The input turns off at this many images (as useImageUploads' maxImages). */
  maxImages?: number;
}

/**
 * Images to attach (public-site-and-sign-in.md §2.9, §5; console.md §5): each with a thumbnail, a
 * remove button and an upload progress bar. Its state comes from useImageUploads.
 */
export function ImageUploader(props: ImageUploaderProps) {
  const { id, images, skipped, onAdd, onRemove, disabled, messages } = props;
  const full = images.length >= (props.maxImages ?? MAX_REQUEST_IMAGES);
  const hintId = `${id}-hint`;
  return (
    <div className={styles.uploader}>
      <label htmlFor={id} className={styles.label}>
        {messages.label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled || full}
        aria-describedby={hintId}
        className={styles.input}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          // Picking the same file again after removing it still fires a change.
          event.target.value = '';
        }}
      />
      <p id={hintId} className={styles.hint}>
        {messages.hint}
      </p>
      {skipped.length > 0 && (
        <ul role="alert" className={styles.skipped}>
          {skipped.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className={styles.fileName}>{file.name}:</span> <span>{file.message}</span>
            </li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className={styles.thumbnails} aria-label={messages.attachedImages}>
          {images.map((image) => (
            <li key={image.id} className={styles.thumbnail}>
              <img src={image.previewUrl} alt={image.name} className={styles.preview} />
              <div className={styles.meta}>
                <span className={styles.name}>{image.name}</span>
                <span className={image.status === 'failed' ? styles.failed : styles.status}>
                  {messages.status[image.status]}
                </span>
                {(image.status === 'uploading' || image.status === 'uploaded') && (
                  <div
                    role="progressbar"
                    aria-label={messages.progressLabel(image.name)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={image.progress}
                    className={styles.progress}
                  >
                    <div className={styles.bar} style={{ width: `${image.progress}%` }} />
                  </div>
                )}
              </div>
              <button
                type="button"
                className={styles.remove}
                aria-label={messages.removeLabel(image.name)}
                disabled={disabled}
                onClick={() => onRemove(image.id)}
              >
                <X size={20} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
