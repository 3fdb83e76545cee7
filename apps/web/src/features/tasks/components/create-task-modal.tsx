import {
  DEFAULT_TASK_PRIORITY,
  localDateIn,
  localDateTimeIn,
  localToIso,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  TASK_TEXT_LIMITS,
  customerExistsErrorSchema,
  type Customer,
  type TaskPriority,
  type User,
} from '@ronda/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { Modal } from '@/components/modal/modal';
import { plainRefusal } from '@/components/form/form-problems';
import { ApiRequestError } from '@/lib/api-request-error';
import { useConsoleSession } from '@/lib/console-session';
import { useCreateTask } from '../api/write-tasks';
import { ImageUploader, useImageUploads } from '@/components/image-uploader/image-uploader';
import {
  EMPTY_LOCATION,
  TaskLocationField,
  UnplacedAddress,
  useTaskLocation,
} from './task-location-field';
import {
  CustomerFields,
  customerPayload,
  initialCustomerChoice,
  type CustomerChoice,
  type ExistingCustomer,
} from './customer-fields';
import { TeamFields, type Team } from './team-fields';
import { TASK_UPLOAD_MESSAGES, TASK_UPLOADER_MESSAGES } from '../task-texts';
import styles from './task-modals.module.css';

interface CreateTaskModalProps {
  companyId: string;
  customers: readonly Customer[];
  departments: readonly { id: string; name: string }[];
  employees: readonly User[];
  users: readonly User[];
  onClose: () => void;
}

/** Create Task (console.md §2, §3 payload, §5 checks). */
export function CreateTaskModal(props: CreateTaskModalProps) {
  const { timeZone } = useConsoleSession();
  const create = useCreateTask();
  const [description, setDescription] = useState('');
  const [customerChoice, setCustomerChoice] = useState(() =>
    initialCustomerChoice(props.customers),
  );
  // A customer the server named as having the typed e-mail, offered until the e-mail changes.
  const [clash, setClash] = useState<ExistingCustomer | null>(null);
  // Customers learnt that way join the list, so choosing one shows who it is.
  const [learnt, setLearnt] = useState<Customer[]>([]);
  const customers = useMemo(
    () => [
      ...props.customers,
      ...learnt.filter((l) => !props.customers.some((c) => c.id === l.id)),
    ],
    [props.customers, learnt],
  );
  const [team, setTeam] = useState<Team>({ departmentId: '', supervisorId: '', employeeId: '' });
  const { departmentId, supervisorId, employeeId } = team;
  const [priority, setPriority] = useState<TaskPriority>(DEFAULT_TASK_PRIORITY);
  const [dueDate, setDueDate] = useState('');
  const [followUp, setFollowUp] = useState('');
  const [notes, setNotes] = useState('');
  const { location, onLocation, unplaced, payload } = useTaskLocation(() => EMPTY_LOCATION);
  const uploads = useImageUploads({ messages: TASK_UPLOAD_MESSAGES });
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = new Date();

  const submit = async (
    event: FormEvent | null,
    keepWithoutPoint = false,
    choice: CustomerChoice = customerChoice,
    known: readonly Customer[] = customers,
  ) => {
    event?.preventDefault();
    if (!description.trim()) return setError(TASK_MESSAGES.descriptionRequired);
    const place = payload(keepWithoutPoint);
    if (place === 'unplaced') return;
    const chosen = customerPayload(choice, known);
    if ('problem' in chosen) return setError(chosen.problem);
    const { customer } = chosen;
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
        companyId: props.companyId,
        description: description.trim(),
        departmentId: departmentId || null,
        location: place,
        images,
        customer,
        dueDate: dueDate ? localToIso(dueDate, timeZone) : null,
        followUpOn: followUp ? localToIso(followUp, timeZone) : null,
        ...(employeeId ? { employeeId } : {}),
        ...(supervisorId ? { supervisorId } : {}),
        supervisorNotes: notes.trim() || null,
        priority,
      },
      {
        onSuccess: props.onClose,
        onError: (failure) => {
          const existing =
            failure instanceof ApiRequestError && failure.status === 409
              ? customerExistsErrorSchema.safeParse(failure.body).data?.existingCustomer
              : undefined;
          if (existing) return setClash(existing);
          setError(plainRefusal(failure, 'Failed to create task'));
        },
      },
    );
  };

  return (
    <Modal open title="Create Task" onClose={props.onClose} className={styles.wide}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField
          label="Description"
          required
          rows={3}
          maxLength={TASK_TEXT_LIMITS.description}
          showCount
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <CustomerFields
          value={customerChoice}
          onChange={(next) => {
            if (next.fresh.email !== customerChoice.fresh.email) setClash(null);
            setCustomerChoice(next);
          }}
          customers={customers}
          clash={clash}
          onUseExisting={(existing) => {
            const next = { ...customerChoice, adding: false, customerId: existing.id };
            const customer = { ...existing, companyId: props.companyId };
            setLearnt((known) => [...known, customer]);
            setCustomerChoice(next);
            setClash(null);
            void submit(null, false, next, [...customers, customer]);
          }}
        />
        <TeamFields
          value={team}
          onChange={setTeam}
          departments={props.departments}
          employees={props.employees}
          users={props.users}
        />
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
            min={localDateIn(now, timeZone)}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
          <TextField
            label="Follow up on"
            type="datetime-local"
            min={localDateTimeIn(now, timeZone)}
            value={followUp}
            onChange={(e) => setFollowUp(e.target.value)}
          />
        </div>
        <TaskLocationField id="task-location" value={location} onChange={onLocation} />
        {unplaced && (
          <UnplacedAddress address={location.address} onKeep={() => void submit(null, true)} />
        )}
        <ImageUploader
          id="task-images"
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
          <Button variant="ghost" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending || uploading} disabled={!description.trim()}>
            Create Task
          </Button>
        </div>
      </form>
    </Modal>
  );
}
