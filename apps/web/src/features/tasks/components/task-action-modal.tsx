import { TASK_MESSAGES, TASK_TEXT_LIMITS, type Task, type User } from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextAreaField } from '@/components/form/form-field';
import { refusalOf } from '@/components/form/field-refusal';
import { hasTyped } from '@/components/form/has-typed';
import { Modal } from '@/components/modal/modal';
import { useUpdateTask } from '../api/write-tasks';
import { actionBody, type ActionMode } from '../lib/action-body';
import { fieldStaffChoices, supervisorChoices } from '../lib/task-rules';
import { OpenSubtasksChoice, subtaskWords } from './open-subtasks-choice';
import styles from './task-modals.module.css';

export type { ActionMode };

const TITLES: Record<ActionMode, string> = {
  reject: 'Reject Task',
  resolve: 'Resolve Task',
  'assign-task': 'Assign Employee',
  'assign-dept': 'Assign Department and Team',
  'assign-both': 'Assign Department, Team and Employee',
};

interface TaskActionModalProps {
  task: Task;
  mode: ActionMode;
  allowed: boolean;
  departments: readonly { id: string; name: string }[];
  employees: readonly User[];
  users: readonly User[];
  /** An employee resolving their own task leaves employee notes, not supervisor notes. */
  asEmployee?: boolean;
  onClose: () => void;
}

/** console.md §4's list-card actions with §5's checks; the server applies the same rules. */
export function TaskActionModal(props: TaskActionModalProps) {
  const { task, mode, allowed, onClose } = props;
  const update = useUpdateTask();
  const [notes, setNotes] = useState('');
  const [departmentId, setDepartmentId] = useState(task.department?.id ?? '');
  const [supervisorId, setSupervisorId] = useState('');
  const [employeeId, setEmployeeId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A refusal of the notes shows under them (issue 28), in the server's plain sentence.
  const [notesError, setNotesError] = useState<string | undefined>(undefined);
  // Issue 28: closing a task with open subtasks asks what becomes of them.
  const openCount = task.subtasks.filter(
    (s) => s.status !== 'resolved' && s.status !== 'rejected',
  ).length;
  const asksAboutSubtasks = (mode === 'resolve' || mode === 'reject') && openCount > 0;
  const [openSubtasks, setOpenSubtasks] = useState<'close' | 'keep' | null>(null);
  const teamDepartment =
    mode === 'assign-task' ? (task.department?.id ?? null) : departmentId || null;
  const staff =
    mode === 'assign-task' && !task.department
      ? props.employees
          .filter((u) => u.isActive)
          .map((u) => ({ id: u.id, label: `${u.firstName} ${u.lastName}` }))
      : fieldStaffChoices(props.employees, teamDepartment);
  const supervisors = supervisorChoices(props.users, teamDepartment);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const planned = actionBody(mode, {
      notes,
      departmentId,
      supervisorId,
      employeeId,
      asEmployee: Boolean(props.asEmployee),
    });
    if (typeof planned === 'string') {
      setError(planned);
      return;
    }
    if (asksAboutSubtasks && !openSubtasks) {
      setError(`Choose what happens to the ${subtaskWords(openCount)}.`);
      return;
    }
    const body = asksAboutSubtasks && openSubtasks ? { ...planned, openSubtasks } : planned;
    setError(null);
    setNotesError(undefined);
    update.mutate(
      { id: task.id, body },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const fallback = mode.startsWith('assign')
            ? 'Failed to assign task'
            : 'Failed to update task';
          const refusal = refusalOf(failure, '');
          if (refusal.field === 'supervisorNotes' || refusal.field === 'employeeNotes') {
            return setNotesError(refusal.message);
          }
          const detail = refusal.message;
          setError(detail && detail !== fallback ? `${fallback}: ${detail}` : fallback);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={TITLES[mode]}
      onClose={onClose}
      dirty={hasTyped(notes, employeeId, supervisorId)}
    >
      {!allowed ? (
        <p role="alert" className={styles.denied}>
          Permission Denied: {TASK_MESSAGES.permissionDenied}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.context}>{task.description}</p>
          {(mode === 'assign-dept' || mode === 'assign-both') && (
            <SelectField
              label="Department"
              required
              value={departmentId}
              onChange={(e) => {
                setDepartmentId(e.target.value);
                setSupervisorId('');
                setEmployeeId('');
              }}
            >
              <option value="">Select a department</option>
              {props.departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </SelectField>
          )}
          {(mode === 'assign-dept' || mode === 'assign-both') && (
            <SelectField
              label="Supervisor"
              value={supervisorId}
              onChange={(e) => setSupervisorId(e.target.value)}
            >
              <option value="">No supervisor</option>
              {supervisors.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </SelectField>
          )}
          {(mode === 'assign-task' || mode === 'assign-both') && (
            <SelectField
              label="Field staff"
              required={mode === 'assign-task'}
              value={employeeId}
              onChange={(e) => setEmployeeId(e.target.value)}
            >
              <option value="">
                {mode === 'assign-task' ? 'Select an employee' : 'No employee yet'}
              </option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </SelectField>
          )}
          {(mode === 'reject' || mode === 'resolve' || mode === 'assign-both') && (
            <TextAreaField
              label={mode === 'reject' ? 'Reason for rejection' : 'Notes (optional)'}
              required={mode === 'reject'}
              value={notes}
              rows={3}
              maxLength={TASK_TEXT_LIMITS.notes}
              showCount
              placeholder={mode === 'assign-both' ? TASK_MESSAGES.quickAssignment : undefined}
              error={notesError}
              onChange={(e) => setNotes(e.target.value)}
            />
          )}
          {asksAboutSubtasks && (
            <OpenSubtasksChoice
              count={openCount}
              verb={mode === 'resolve' ? 'Resolve' : 'Reject'}
              value={openSubtasks}
              onChange={setOpenSubtasks}
            />
          )}
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={update.isPending}>
              {TITLES[mode]}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
