import { TASK_TEXT_LIMITS } from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { useImageUploads } from '@/components/image-uploader/use-image-uploads';
import { photosForAction } from '../photos/photos-for-action';
import { PHOTO_UPLOAD_MESSAGES, PHOTOS_KEPT_OFFLINE } from '../photos/photo-texts';
import type { NewPhoto } from '../sync';
import { MY_TASKS_TEXTS as T } from './my-task-texts';
import { PhotoPicker } from '../photos/photo-picker';
import { resolveBody, type FieldTaskUpdate } from './task-actions';
import styles from './resolve-form.module.css';

export interface ResolveFormProps {
  online: boolean;
  /** Queues the resolve, with photos to upload before it when they could not go now. */
  onResolve: (body: FieldTaskUpdate, photos: NewPhoto[]) => Promise<void>;
  onCancel: () => void;
  /** The queue's error ('Failed to update task'), shown with the form's own. */
  queueError: string | null;
  busy: boolean;
}

/**
 * Resolve with notes and photos. Online, photos are uploaded first (made smaller when large, a
 * progress bar each); offline they wait on the phone with the resolve, which is queued and goes,
 * photos first, whenever the phone is online.
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
    setUploading(true);
    let photoSet: Awaited<ReturnType<typeof photosForAction>>;
    try {
      // Offline, or the upload failed: the photos wait on the phone with the resolve (issue 27).
      photoSet = await photosForAction(uploads, online);
    } catch {
      setUploadError(PHOTO_UPLOAD_MESSAGES.uploadFailed);
      return;
    } finally {
      setUploading(false);
    }
    const { urls, kept } = photoSet;
    await onResolve(resolveBody(notes, urls), kept);
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
        maxLength={TASK_TEXT_LIMITS.notes}
        value={notes}
        disabled={working}
        onChange={(event) => setNotes(event.target.value)}
      />
      <PhotoPicker
        images={uploads.images}
        skipped={uploads.skipped}
        maxImages={uploads.maxImages}
        disabled={working}
        onAdd={uploads.add}
        onRemove={uploads.remove}
      />
      {online ? null : (
        <p role="status" className={styles.offline}>
          {PHOTOS_KEPT_OFFLINE}
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
