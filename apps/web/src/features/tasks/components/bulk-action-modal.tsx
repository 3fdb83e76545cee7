import {
  TASK_MESSAGES,
  TASK_TEXT_LIMITS,
  type Task,
  type TaskBulkAction,
  type TaskBulkRequest,
  type TaskBulkResponse,
  type User,
} from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { SelectField, TextAreaField } from '@/components/form/form-field';
import { placeRefusal, refusalOf, type Refusal } from '@/components/form/field-refusal';
import { hasTyped } from '@/components/form/has-typed';
import { Modal } from '@/components/modal/modal';
import { useBulkTasks } from '../api/write-tasks';
import { bulkStaffChoices, openSubtaskCount } from '../lib/bulk-choices';
import { OpenSubtasksChoice, subtaskWords } from './open-subtasks-choice';
import { BulkResults } from './bulk-results';
import styles from './task-modals.module.css';

const VERB: Record<TaskBulkAction, 'Assign' | 'Resolve' | 'Reject'> = {
  assign: 'Assign',
  resolve: 'Resolve',
  reject: 'Reject',
};

interface BulkActionModalProps {
  action: TaskBulkAction;
  tasks: readonly Task[];
  employees: readonly User[];
  /** After the result is read: the selection is cleared. */
  onDone: () => void;
  onClose: () => void;
}

/** One action on the checked tasks (issue 28), then what became of each. */
export function BulkActionModal({
  action,
  tasks,
  employees,
  onDone,
  onClose,
}: BulkActionModalProps) {
  const bulk = useBulkTasks();
  const [employeeId, setEmployeeId] = useState('');
  const [notes, setNotes] = useState('');
  const [openSubtasks, setOpenSubtasks] = useState<'close' | 'keep' | null>(null);
  const [error, setError] = useState<Refusal | null>(null);
  const problem = placeRefusal(error, ['notes', 'employeeAssigned']);
  const [result, setResult] = useState<TaskBulkResponse | null>(null);
  const verb = VERB[action];
  const title = `${verb} ${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}`;
  const openCount = action === 'assign' ? 0 : openSubtaskCount(tasks);
  const taskIds = tasks.map((t) => t.id);

  const bodyFor = (): TaskBulkRequest | string => {
    if (action === 'assign') {
      return employeeId
        ? { action, taskIds, employeeAssigned: employeeId }
        : TASK_MESSAGES.employeeRequired;
    }
    if (openCount > 0 && !openSubtasks)
      return `Choose what happens to the ${subtaskWords(openCount)}.`;
    const choice = openSubtasks ? { openSubtasks } : {};
    if (action === 'reject') {
      return notes.trim()
        ? { action, taskIds, notes: notes.trim(), ...choice }
        : TASK_MESSAGES.rejectReasonRequired;
    }
    return { action, taskIds, notes: notes.trim() || null, ...choice };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyFor();
    if (typeof body === 'string') return setError({ field: null, message: body });
    setError(null);
    bulk.mutate(body, {
      onSuccess: setResult,
      onError: (failure) => setError(refusalOf(failure, `Failed to ${action} the tasks`)),
    });
  };

  if (result) {
    return (
      <Modal open title={title} onClose={onDone}>
        <BulkResults result={result} tasks={tasks} onDone={onDone} />
      </Modal>
    );
  }
  return (
    <Modal open title={title} onClose={onClose} dirty={hasTyped(notes, employeeId)}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {action === 'assign' && (
          <SelectField
            label="Field staff"
            required
            value={employeeId}
            error={problem.on('employeeAssigned')}
            onChange={(e) => setEmployeeId(e.target.value)}
          >
            <option value="">Select an employee</option>
            {bulkStaffChoices(tasks, employees).map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </SelectField>
        )}
        {action !== 'assign' && (
          <TextAreaField
            label={action === 'reject' ? 'Reason for rejection' : 'Notes (optional)'}
            required={action === 'reject'}
            value={notes}
            rows={3}
            maxLength={TASK_TEXT_LIMITS.notes}
            showCount
            error={problem.on('notes')}
            onChange={(e) => setNotes(e.target.value)}
          />
        )}
        {openCount > 0 && action !== 'assign' && (
          <OpenSubtasksChoice
            count={openCount}
            verb={verb === 'Resolve' ? 'Resolve' : 'Reject'}
            value={openSubtasks}
            onChange={setOpenSubtasks}
            legend={`The chosen tasks have ${subtaskWords(openCount)}.`}
          />
        )}
        {problem.form && (
          <p role="alert" className={styles.error}>
            {problem.form}
          </p>
        )}
        <div className={styles.buttons}>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={bulk.isPending}>
            {title}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
