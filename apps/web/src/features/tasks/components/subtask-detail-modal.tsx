import { TASK_MESSAGES, type TaskUpdateRequest, type User } from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { ApiRequestError } from '@/lib/api-request-error';
import { useTask } from '../api/get-task';
import { useUpdateTask } from '../api/write-tasks';
import { assignmentChanges, currentTeam } from '../lib/assignment-changes';
import { formatDate } from '../lib/format-date-time';
import { canModifyTask } from '../lib/task-rules';
import { TeamFields, type Team } from './team-fields';
import { StatusBadge } from './status-badge';
import styles from './task-modals.module.css';

interface SubtaskDetailModalProps {
  id: string;
  user: User | null;
  timeZone: string;
  departments: readonly { id: string; name: string }[];
  employees: readonly User[];
  users: readonly User[];
  onClose: () => void;
  onOpenImage: (url: string) => void;
}

const FAILURES = {
  assign: 'Failed to assign subtask. Please try again.',
  resolve: 'Failed to resolve subtask. Please try again.',
  reject: 'Failed to reject subtask. Please try again.',
} as const;

const personName = (p: { firstName: string; lastName: string } | null, none: string) =>
  p ? `${p.firstName} ${p.lastName}` : none;

/** A subtask's details and its actions (console.md §4 Subtask modal). */
export function SubtaskDetailModal(props: SubtaskDetailModalProps) {
  const detail = useTask(props.id);
  const update = useUpdateTask();
  // Null until changed: who the subtask is with now is the starting choice.
  const [chosen, setChosen] = useState<Team | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = (body: TaskUpdateRequest, failure: keyof typeof FAILURES) => {
    setError(null);
    setNotice(null);
    update.mutate(
      { id: props.id, body },
      {
        onSuccess: () => {
          // The form starts again from what the server now holds.
          setChosen(null);
          void detail.refetch();
        },
        onError: () => setError(FAILURES[failure]),
      },
    );
  };

  let content;
  if (detail.isPending) {
    content = <p className={styles.context}>Loading subtask…</p>;
  } else if (detail.isError) {
    const message =
      detail.error instanceof ApiRequestError && detail.error.status < 500
        ? detail.error.message
        : 'Failed to load subtask details';
    content = (
      <div role="alert" className={styles.error}>
        <p>{message}</p>
        <p>Failed to load subtask details. Please try again.</p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else {
    const subtask = detail.data.task;
    const team = chosen ?? currentTeam(subtask);
    const open = subtask.status !== 'resolved' && subtask.status !== 'rejected';
    const allowed = canModifyTask(props.user, subtask);
    const assign = (event: FormEvent) => {
      event.preventDefault();
      if (!team.departmentId) return setError(TASK_MESSAGES.departmentRequired);
      const body = assignmentChanges(subtask, team);
      if (!body) return setNotice('Nothing to update: the assignment is as chosen.');
      run(body, 'assign');
    };
    content = (
      <div className={styles.form}>
        <p>{subtask.description}</p>
        <dl className={styles.row}>
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={subtask.status} />
            </dd>
          </div>
          <div>
            <dt>Priority</dt>
            <dd>{subtask.priority}</dd>
          </div>
          <div>
            <dt>Department</dt>
            <dd>{subtask.department?.name ?? 'None'}</dd>
          </div>
          <div>
            <dt>Supervisor</dt>
            <dd>{personName(subtask.supervisor, 'Nobody yet')}</dd>
          </div>
          <div>
            <dt>Field staff</dt>
            <dd>{personName(subtask.assignedEmployee ?? subtask.employee, 'Nobody yet')}</dd>
          </div>
          <div>
            <dt>Due</dt>
            <dd>{subtask.dueDate ? formatDate(subtask.dueDate, props.timeZone) : 'No due date'}</dd>
          </div>
          {subtask.supervisorNotes && (
            <div>
              <dt>Supervisor notes</dt>
              <dd>{subtask.supervisorNotes}</dd>
            </div>
          )}
          {subtask.employeeNotes && (
            <div>
              <dt>Employee notes</dt>
              <dd>{subtask.employeeNotes}</dd>
            </div>
          )}
          {subtask.parentComplaint && (
            <div>
              <dt>Part of</dt>
              <dd>{subtask.parentComplaint.description}</dd>
            </div>
          )}
        </dl>
        {[...subtask.images, ...subtask.employeeimages].length > 0 && (
          <ul className={styles.images} aria-label="Images">
            {[...subtask.images, ...subtask.employeeimages].map((url) => (
              <li key={url}>
                <button type="button" onClick={() => props.onOpenImage(url)}>
                  <img src={url} alt="Subtask photo" width={72} height={72} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {open && allowed && (
          <>
            <div className={styles.buttons}>
              <Button
                busy={update.isPending}
                onClick={() => run({ status: 'resolved' }, 'resolve')}
              >
                Resolve
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  const reason = window.prompt('Reason for rejection (optional)');
                  if (reason === null) return;
                  run(
                    reason.trim()
                      ? { status: 'rejected', supervisorNotes: reason.trim() }
                      : { status: 'rejected' },
                    'reject',
                  );
                }}
              >
                Reject
              </Button>
            </div>
            <form
              className={styles.form}
              onSubmit={assign}
              noValidate
              aria-label="Update Assignment"
            >
              <TeamFields
                value={team}
                onChange={setChosen}
                departmentLabel="Team"
                departmentRequired
                staffNeedsDepartment={false}
                current={{
                  supervisor: subtask.supervisor,
                  employee: subtask.assignedEmployee ?? subtask.employee,
                }}
                departments={props.departments}
                employees={props.employees}
                users={props.users}
              />
              <div className={styles.buttons}>
                <Button type="submit" variant="secondary" busy={update.isPending}>
                  Update Assignment
                </Button>
              </div>
            </form>
          </>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {notice && <p role="status">{notice}</p>}
      </div>
    );
  }
  return (
    <Modal
      open
      title="Subtask"
      onClose={props.onClose}
      className={styles.wide}
      // An assignment chosen and not yet sent is typed input too (issue 28).
      dirty={Boolean(chosen && detail.data && assignmentChanges(detail.data.task, chosen))}
    >
      {content}
    </Modal>
  );
}
