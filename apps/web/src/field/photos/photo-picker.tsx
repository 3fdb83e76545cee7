import type { PhotoUpload } from './use-photo-uploads';
import { PHOTOS_NEED_NETWORK } from './use-photo-uploads';
import styles from './photo-picker.module.css';

interface PhotoPickerProps {
  id: string;
  photos: PhotoUpload[];
  online: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** Take or choose photos; each shows its own progress bar. */
export function PhotoPicker({ id, photos, online, onAdd, onRemove }: PhotoPickerProps) {
  if (!online) return <p className={styles.note}>{PHOTOS_NEED_NETWORK}</p>;
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.add}>
        Add photos
      </label>
      <input
        id={id}
        className={styles.input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {photos.length > 0 ? (
        <ul className={styles.list}>
          {photos.map((photo) => (
            <li key={photo.key} className={styles.item}>
              <span>{photo.name}</span>
              {photo.error ? (
                <span role="alert" className={styles.error}>
                  {photo.error}
                </span>
              ) : (
                <progress max={100} value={photo.progress} aria-label={`Uploading ${photo.name}`} />
              )}
              <button type="button" onClick={() => onRemove(photo.key)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
