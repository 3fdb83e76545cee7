import {
  TASK_TEXT_LIMITS,
  DEFAULT_TASK_PRIORITY,
  localToIso,
  TASK_MESSAGES,
  type Task,
  type User,
} from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { TextAreaField } from '@/components/form/form-field';
import {
  fieldProblem,
  placeRefusal,
  refusalOf,
  type Refusal,
} from '@/components/form/field-refusal';
import { hasTyped } from '@/components/form/has-typed';
import { Modal } from '@/components/modal/modal';
import { useConsoleSession } from '@/lib/console-session';
import { ImageUploader, useImageUploads } from '@/components/image-uploader/image-uploader';
import { useCreateSubtask } from '../api/write-tasks';
import { TASK_UPLOAD_MESSAGES, TASK_UPLOADER_MESSAGES } from '../task-texts';
import { ScheduleFields, type Schedule } from './schedule-fields';
import { TeamFields, type Team } from './team-fields';
import {
  locationFrom,
  TaskLocationField,
  UnplacedAddress,
  useTaskLocation,
} from './task-location-field';
import styles from './task-modals.module.css';

/** The fields this form shows a refusal under; any other refusal shows above its buttons. */
const SHOWN_FIELDS = ['description', 'dueDate', 'supervisorNotes'];

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
  const { timeZone, company } = useConsoleSession();
  const create = useCreateSubtask();
  const [description, setDescription] = useState('');
  const [team, setTeam] = useState<Team>({ departmentId: '', supervisorId: '', employeeId: '' });
  const { departmentId, supervisorId, employeeId } = team;
  const [schedule, setSchedule] = useState<Schedule>({
    priority: DEFAULT_TASK_PRIORITY,
    dueDate: '',
    followUp: '',
  });
  const { priority, dueDate } = schedule;
  const [notes, setNotes] = useState('');
  const { location, onLocation, unplaced, payload } = useTaskLocation(() =>
    locationFrom(parent.location),
  );
  const [error, setError] = useState<Refusal | null>(null);
  const problem = placeRefusal(error, SHOWN_FIELDS);
  const uploads = useImageUploads({ messages: TASK_UPLOAD_MESSAGES });
  const [uploading, setUploading] = useState(false);

  const submit = async (event: FormEvent | null, keepWithoutPoint = false) => {
    event?.preventDefault();
    if (!description.trim()) {
      return setError(fieldProblem('description', TASK_MESSAGES.subtaskDescriptionRequired));
    }
    if (!departmentId) return setError(fieldProblem(null, TASK_MESSAGES.departmentRequired));
    const place = payload(keepWithoutPoint);
    if (place === 'unplaced') return;
    setError(null);
    let images: string[];
    try {
      setUploading(true);
      images = await uploads.uploadAll(uploads.images);
    } catch {
      return setError(fieldProblem(null, TASK_UPLOAD_MESSAGES.uploadFailed));
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
        onError: (failure) => setError(refusalOf(failure, 'Failed to create subtask')),
      },
    );
  };

  return (
    <Modal
      open
      title="Create Subtask"
      onClose={onClose}
      className={styles.wide}
      dirty={hasTyped(description, notes, dueDate, uploads.images, team.employeeId)}
    >
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
            error={problem.on('description')}
            onChange={(e) => setDescription(e.target.value)}
          />
          <TeamFields value={team} onChange={setTeam} departmentRequired {...lists} />
          <ScheduleFields
            value={schedule}
            onChange={setSchedule}
            timeZone={timeZone}
            dueDays={company?.defaultDueDays}
            withFollowUp={false}
            errors={{ dueDate: problem.on('dueDate') }}
          />
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
            error={problem.on('supervisorNotes')}
            onChange={(e) => setNotes(e.target.value)}
          />
          {problem.form && (
            <p role="alert" className={styles.error}>
              {problem.form}
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
