import {
  DEFAULT_TASK_PRIORITY,
  localToIso,
  TASK_MESSAGES,
  TASK_TEXT_LIMITS,
  customerExistsErrorSchema,
  type Customer,
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
import { ApiRequestError } from '@/lib/api-request-error';
import { useConsoleSession } from '@/lib/console-session';
import { useCreateTask } from '../api/write-tasks';
import { useCustomerPick } from '../hooks/use-customer-pick';
import { ImageUploader, useImageUploads } from '@/components/image-uploader/image-uploader';
import {
  EMPTY_LOCATION,
  TaskLocationField,
  UnplacedAddress,
  useTaskLocation,
} from './task-location-field';
import { CustomerFields, customerPayload, type CustomerChoice } from './customer-fields';
import { ScheduleFields, type Schedule } from './schedule-fields';
import { TeamFields, type Team } from './team-fields';
import { TASK_UPLOAD_MESSAGES, TASK_UPLOADER_MESSAGES } from '../task-texts';
import styles from './task-modals.module.css';

/** The fields this form shows a refusal under; any other refusal shows above its buttons. */
const SHOWN_FIELDS = ['description', 'dueDate', 'followUpOn', 'supervisorNotes'];

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
  const { timeZone, company } = useConsoleSession();
  const create = useCreateTask();
  const [description, setDescription] = useState('');
  const pick = useCustomerPick(props.customers, props.companyId);
  const { choice: customerChoice, customers, setClash } = pick;
  const [team, setTeam] = useState<Team>({ departmentId: '', supervisorId: '', employeeId: '' });
  const { departmentId, supervisorId, employeeId } = team;
  const [schedule, setSchedule] = useState<Schedule>({
    priority: DEFAULT_TASK_PRIORITY,
    dueDate: '',
    followUp: '',
  });
  const { priority, dueDate, followUp } = schedule;
  const [notes, setNotes] = useState('');
  const { location, onLocation, unplaced, payload } = useTaskLocation(() => EMPTY_LOCATION);
  const uploads = useImageUploads({ messages: TASK_UPLOAD_MESSAGES });
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);
  const problem = placeRefusal(error, SHOWN_FIELDS);

  const submit = async (
    event: FormEvent | null,
    keepWithoutPoint = false,
    choice: CustomerChoice = customerChoice,
    known: readonly Customer[] = customers,
  ) => {
    event?.preventDefault();
    if (!description.trim()) {
      return setError(fieldProblem('description', TASK_MESSAGES.descriptionRequired));
    }
    const place = payload(keepWithoutPoint);
    if (place === 'unplaced') return;
    const chosen = customerPayload(choice, known);
    if ('problem' in chosen) return setError(fieldProblem(null, chosen.problem));
    const { customer } = chosen;
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
          setError(refusalOf(failure, 'Failed to create task'));
        },
      },
    );
  };

  return (
    <Modal
      open
      title="Create Task"
      onClose={props.onClose}
      className={styles.wide}
      dirty={hasTyped(
        description,
        notes,
        dueDate,
        followUp,
        location.address,
        location.coordinates,
        uploads.images,
        ...Object.values(customerChoice.fresh),
      )}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField
          label="Description"
          required
          rows={3}
          maxLength={TASK_TEXT_LIMITS.description}
          showCount
          value={description}
          error={problem.on('description')}
          onChange={(e) => setDescription(e.target.value)}
        />
        <CustomerFields
          value={customerChoice}
          onChange={pick.change}
          customers={customers}
          clash={pick.clash}
          onUseExisting={(existing) => {
            const taken = pick.takeExisting(existing);
            void submit(null, false, taken.choice, taken.customers);
          }}
        />
        <TeamFields
          value={team}
          onChange={setTeam}
          departments={props.departments}
          employees={props.employees}
          users={props.users}
        />
        <ScheduleFields
          value={schedule}
          onChange={setSchedule}
          timeZone={timeZone}
          dueDays={company?.defaultDueDays}
          withFollowUp
          errors={{ dueDate: problem.on('dueDate'), followUpOn: problem.on('followUpOn') }}
        />
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
          error={problem.on('supervisorNotes')}
          onChange={(e) => setNotes(e.target.value)}
        />
        {problem.form && (
          <p role="alert" className={styles.error}>
            {problem.form}
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
