import { X } from 'lucide-react';
import { MAX_REQUEST_IMAGES } from '@ronda/shared';
import type { RequestImage, SkippedFile } from '../hooks/use-image-uploads';
import styles from './image-uploader.module.css';

interface ImageUploaderProps {
  images: readonly RequestImage[];
  skipped: readonly SkippedFile[];
  onAdd(files: File[]): void;
  onRemove(id: string): void;
  disabled: boolean;
}

const STATUS_TEXT: Record<RequestImage['status'], string> = {
  preparing: 'Preparing…',
  ready: 'Ready to upload',
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  failed: 'Upload failed',
};

/** §2.9, §5: several images, each with a thumbnail, a remove button and an upload progress bar. */
export function ImageUploader({ images, skipped, onAdd, onRemove, disabled }: ImageUploaderProps) {
  const full = images.length >= MAX_REQUEST_IMAGES;
  return (
    <div className={styles.uploader}>
      <label htmlFor="request-images" className={styles.label}>
        Images (optional)
      </label>
      <input
        id="request-images"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled || full}
        aria-describedby="request-images-hint"
        className={styles.input}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          // Picking the same file again after removing it still fires a change.
          event.target.value = '';
        }}
      />
      <p id="request-images-hint" className={styles.hint}>
        Up to {MAX_REQUEST_IMAGES} photos, JPEG, PNG, GIF or WebP, 10 MB each at most. Large photos
        are made smaller before they are sent.
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
        <ul className={styles.thumbnails} aria-label="Attached images">
          {images.map((image) => (
            <li key={image.id} className={styles.thumbnail}>
              <img src={image.previewUrl} alt={image.name} className={styles.preview} />
              <div className={styles.meta}>
                <span className={styles.name}>{image.name}</span>
                <span className={image.status === 'failed' ? styles.failed : styles.status}>
                  {STATUS_TEXT[image.status]}
                </span>
                {(image.status === 'uploading' || image.status === 'uploaded') && (
                  <div
                    role="progressbar"
                    aria-label={`Upload of ${image.name}`}
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
                aria-label={`Remove ${image.name}`}
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
