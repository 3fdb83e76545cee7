import { useState, type FormEvent } from 'react';
import { useImageUploads } from '@/components/image-uploader/use-image-uploads';
import { PHOTO_UPLOAD_MESSAGES } from '../photos/photo-texts';
import { MY_TASKS_TEXTS as T } from './my-task-texts';
import { PhotoPicker } from '../photos/photo-picker';
import { resolveBody, type FieldTaskUpdate } from './task-actions';
import styles from './resolve-form.module.css';

export interface ResolveFormProps {
  online: boolean;
  /** Queues the resolve. */
  onResolve: (body: FieldTaskUpdate) => Promise<void>;
  onCancel: () => void;
  /** The queue's error ('Failed to update task'), shown with the form's own. */
  queueError: string | null;
  busy: boolean;
}

/**
 * Resolve with notes and photos. Photos are uploaded first (made smaller when large, a progress bar
 * each) and need the network; the resolve itself is queued and goes whenever the phone is online.
 */
export function ResolveForm({ online, onResolve, onCancel, queueError, busy }: ResolveFormProps) {
  const uploads = useImageUploads({ messages: PHOTO_UPLOAD_MESSAGES });
  const [notes, setNotes] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const working = busy || uploading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setUploadError(null);
    let urls: string[] = [];
    if (online && uploads.images.length > 0) {
      setUploading(true);
      try {
        urls = await uploads.uploadAll(uploads.images);
      } catch {
        setUploadError(PHOTO_UPLOAD_MESSAGES.uploadFailed);
        return;
      } finally {
        setUploading(false);
      }
    }
    await onResolve(resolveBody(notes, urls));
  };

  const error = uploadError ?? queueError;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="resolve-title">
      <h3 id="resolve-title" className={styles.heading}>
        {T.resolve}
      </h3>
      <label className={styles.label} htmlFor="resolve-notes">
        {T.notes}
      </label>
      <textarea
        id="resolve-notes"
        className={styles.notes}
        rows={4}
        maxLength={2000}
        value={notes}
        disabled={working}
        onChange={(event) => setNotes(event.target.value)}
      />
      {online ? (
        <PhotoPicker
          images={uploads.images}
          skipped={uploads.skipped}
          maxImages={uploads.maxImages}
          disabled={working}
          onAdd={uploads.add}
          onRemove={uploads.remove}
        />
      ) : (
        <p role="status" className={styles.offline}>
          {T.photosOffline}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={working} aria-busy={working}>
          {uploading ? T.uploading : busy ? T.sending : T.resolve}
        </button>
        <button type="button" className={styles.cancel} disabled={working} onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
