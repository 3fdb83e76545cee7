import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import type { SkippedFile, UploadImage } from '@/components/image-uploader/use-image-uploads';
import { PHOTO_PICKER_MESSAGES as M } from './photo-texts';
import styles from './photo-picker.module.css';

export interface PhotoPickerProps {
  images: readonly UploadImage[];
  skipped: readonly SkippedFile[];
  maxImages: number;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** Photos of the finished work: a large add button, then each photo with its upload progress. */
export function PhotoPicker({
  images,
  skipped,
  maxImages,
  disabled,
  onAdd,
  onRemove,
}: PhotoPickerProps) {
  const hintId = useId();
  const full = images.length >= maxImages;
  return (
    <fieldset className={styles.photos}>
      <legend className={styles.label}>{M.label}</legend>
      <p id={hintId} className={styles.hint}>
        {M.hint}
      </p>
      <label className={styles.addPhotos} data-disabled={disabled || full || undefined}>
        <input
          type="file"
          accept="image/*"
          multiple
          className={styles.fileInput}
          disabled={disabled || full}
          aria-describedby={hintId}
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <ImagePlus size={24} aria-hidden />
        {M.add}
      </label>
      {skipped.length > 0 && (
        <ul role="alert" className={styles.skipped}>
          {skipped.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}: {file.message}
            </li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className={styles.thumbs} aria-label={M.attachedImages}>
          {images.map((image) => (
            <li key={image.id} className={styles.thumb}>
              <img src={image.previewUrl} alt={image.name} className={styles.preview} />
              <span className={styles.thumbMeta}>
                <span className={styles.thumbName}>{image.name}</span>
                <span className={image.status === 'failed' ? styles.failed : undefined}>
                  {M.status[image.status]}
                </span>
                <span
                  role="progressbar"
                  aria-label={M.progressLabel(image.name)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={image.progress}
                  className={styles.progress}
                >
                  <span className={styles.bar} style={{ width: `${image.progress}%` }} />
                </span>
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={M.removeLabel(image.name)}
                disabled={disabled}
                onClick={() => onRemove(image.id)}
              >
                <X size={24} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
