import {
  TASK_TEXT_LIMITS,
  DEFAULT_TASK_PRIORITY,
  localDateIn,
  localToIso,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  type Task,
  type TaskPriority,
  type User,
} from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { plainRefusal } from '@/components/form/form-problems';
import { Modal } from '@/components/modal/modal';
import { useConsoleSession } from '@/lib/console-session';
import { ImageUploader, useImageUploads } from '@/components/image-uploader/image-uploader';
import { useCreateSubtask } from '../api/write-tasks';
import { TASK_UPLOAD_MESSAGES, TASK_UPLOADER_MESSAGES } from '../task-texts';
import { TeamFields, type Team } from './team-fields';
import {
  locationFrom,
  TaskLocationField,
  UnplacedAddress,
  useTaskLocation,
} from './task-location-field';
import styles from './task-modals.module.css';

interface CreateSubtaskModalProps {
  parent: Task;
  allowed: boolean;
  departments: readonly { id: string; name: string }[];
  employees: readonly User[];
  users: readonly User[];
  onClose: () => void;
}

/** Create Subtask (console.md §3 payload, §5): the customer and location come from the parent. */
export function CreateSubtaskModal({
  parent,
  allowed,
  onClose,
  ...lists
}: CreateSubtaskModalProps) {
  const { timeZone } = useConsoleSession();
  const create = useCreateSubtask();
  const [description, setDescription] = useState('');
  const [team, setTeam] = useState<Team>({ departmentId: '', supervisorId: '', employeeId: '' });
  const { departmentId, supervisorId, employeeId } = team;
  const [priority, setPriority] = useState<TaskPriority>(DEFAULT_TASK_PRIORITY);
  const [dueDate, setDueDate] = useState('');
  const [notes, setNotes] = useState('');
  const { location, onLocation, unplaced, payload } = useTaskLocation(() =>
    locationFrom(parent.location),
  );
  const [error, setError] = useState<string | null>(null);
  const uploads = useImageUploads({ messages: TASK_UPLOAD_MESSAGES });
  const [uploading, setUploading] = useState(false);

  const submit = async (event: FormEvent | null, keepWithoutPoint = false) => {
    event?.preventDefault();
    if (!description.trim()) return setError(TASK_MESSAGES.subtaskDescriptionRequired);
    if (!departmentId) return setError(TASK_MESSAGES.departmentRequired);
    const place = payload(keepWithoutPoint);
    if (place === 'unplaced') return;
    setError(null);
    let images: string[];
    try {
      setUploading(true);
      images = await uploads.uploadAll(uploads.images);
    } catch {
      return setError(TASK_UPLOAD_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
    create.mutate(
      {
        parentId: parent.id,
        body: {
          description: description.trim(),
          departmentId,
          employeeId: employeeId || null,
          supervisorId: supervisorId || null,
          priority,
          dueDate: dueDate ? localToIso(dueDate, timeZone) : null,
          supervisorNotes: notes.trim() || null,
          location: place,
          images,
          followUpOn: null,
        },
      },
      {
        onSuccess: onClose,
        onError: (failure) => setError(plainRefusal(failure, 'Failed to create subtask')),
      },
    );
  };

  return (
    <Modal open title="Create Subtask" onClose={onClose} className={styles.wide}>
      {!allowed ? (
        <p role="alert" className={styles.denied}>
          Permission Denied: {TASK_MESSAGES.permissionDenied}
        </p>
      ) : (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <p className={styles.context}>
            For “{parent.description}”
            {parent.customer && ` · Customer: ${parent.customer.name} (${parent.customer.email})`}
          </p>
          <TextAreaField
            label="Subtask description"
            required
            rows={3}
            maxLength={TASK_TEXT_LIMITS.description}
            showCount
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <TeamFields value={team} onChange={setTeam} departmentRequired {...lists} />
          <div className={styles.row}>
            <SelectField
              label="Priority"
              value={priority}
              onChange={(e) => setPriority(e.target.value as TaskPriority)}
            >
              {TASK_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Due date"
              type="date"
              min={localDateIn(new Date(), timeZone)}
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
          </div>
          <TaskLocationField id="subtask-location" value={location} onChange={onLocation} />
          {unplaced && (
            <UnplacedAddress address={location.address} onKeep={() => void submit(null, true)} />
          )}
          <ImageUploader
            id="subtask-images"
            images={uploads.images}
            skipped={uploads.skipped}
            onAdd={uploads.add}
            onRemove={uploads.remove}
            disabled={create.isPending || uploading}
            messages={TASK_UPLOADER_MESSAGES}
          />
          <TextAreaField
            label="Supervisor notes"
            rows={2}
            maxLength={TASK_TEXT_LIMITS.notes}
            showCount
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              busy={create.isPending || uploading}
              disabled={!description.trim() || !departmentId}
            >
              Create Subtask
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
