import {
  DEFAULT_WORK_LOG_STATUS,
  DEVICE_WORK_LOGS_PATH,
  WORK_LOG_STATUSES,
  WORK_LOG_TEXT_MAX,
  type User,
  type WorkLogStatus,
} from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { useOutbox, useSyncView } from '../outbox/outbox-context';
import { useImageUploads } from '@/components/image-uploader/use-image-uploads';
import { PhotoPicker } from '../photos/photo-picker';
import { photosForAction } from '../photos/photos-for-action';
import { PHOTO_UPLOAD_MESSAGES, PHOTOS_KEPT_OFFLINE } from '../photos/photo-texts';
import { PhotoStoreFullError } from '../sync';
import { currentPosition } from '../position/current-position';
import styles from './work-log-screen.module.css';

const STATUS_LABELS: Record<WorkLogStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Completed',
};

/** Log a piece of work: queued like every action, so it is kept when the network is not there. */
export function WorkLogScreen({ user }: { user: User }) {
  const outbox = useOutbox();
  const sync = useSyncView();
  const photos = useImageUploads({ messages: PHOTO_UPLOAD_MESSAGES });
  const [description, setDescription] = useState('');
  const [departmentId, setDepartmentId] = useState(user.departments[0]?.id ?? '');
  const [status, setStatus] = useState<WorkLogStatus>(DEFAULT_WORK_LOG_STATUS);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!description.trim()) {
      setProblem('Describe the work you did.');
      return;
    }
    setBusy(true);
    setProblem(null);
    // Online, photos are uploaded first; offline (or when that fails) they go with the log.
    let photoSet: Awaited<ReturnType<typeof photosForAction>>;
    try {
      photoSet = await photosForAction(photos, sync.online);
    } catch {
      setProblem(PHOTO_UPLOAD_MESSAGES.uploadFailed);
      setBusy(false);
      return;
    }
    const { urls, kept } = photoSet;
    // Where the work was done helps the manager; it is not required.
    const spot = await currentPosition().catch(() => null);
    const id = crypto.randomUUID();
    try {
      await outbox.queue({
        kind: 'work-log',
        method: 'POST',
        path: DEVICE_WORK_LOGS_PATH,
        clientId: id,
        ...(kept.length > 0 ? { photos: kept, photoField: 'employeeImages' as const } : {}),
        body: {
          id,
          timestamp: new Date().toISOString(),
          description: description.trim(),
          departmentId: departmentId || null,
          status,
          notes: notes.trim() || null,
          location: spot ? { lat: spot.lat, lng: spot.lng } : null,
          employeeImages: urls,
        },
      });
    } catch (error) {
      // The phone's room for waiting photos is full: nothing was queued, the form keeps it all.
      setProblem(
        error instanceof PhotoStoreFullError ? error.message : PHOTO_UPLOAD_MESSAGES.uploadFailed,
      );
      setBusy(false);
      return;
    }
    setBusy(false);
    setDescription('');
    setNotes('');
    for (const image of photos.images) photos.remove(image.id);
    setSaved(
      sync.online
        ? 'Work log saved.'
        : 'Work log saved on this phone; it is sent when you are online.',
    );
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <h1 className={styles.title}>Log work</h1>
      <label htmlFor="log-description">What did you do?</label>
      <textarea
        id="log-description"
        rows={4}
        maxLength={WORK_LOG_TEXT_MAX}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <label htmlFor="log-department">Department</label>
      <select
        id="log-department"
        value={departmentId}
        onChange={(e) => setDepartmentId(e.target.value)}
      >
        <option value="">No department</option>
        {user.departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      <label htmlFor="log-status">Status</label>
      <select
        id="log-status"
        value={status}
        onChange={(e) => setStatus(e.target.value as WorkLogStatus)}
      >
        {WORK_LOG_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <label htmlFor="log-notes">Notes</label>
      <textarea
        id="log-notes"
        rows={3}
        maxLength={WORK_LOG_TEXT_MAX}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <PhotoPicker
        images={photos.images}
        skipped={photos.skipped}
        maxImages={photos.maxImages}
        disabled={busy}
        onAdd={photos.add}
        onRemove={photos.remove}
      />
      {sync.online ? null : <p className={styles.note}>{PHOTOS_KEPT_OFFLINE}</p>}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <p role="status" className={styles.saved}>
        {saved}
      </p>
      <button type="submit" className={styles.submit} disabled={busy}>
        Save work log
      </button>
    </form>
  );
}
