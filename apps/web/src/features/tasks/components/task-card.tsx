import type { Task } from '@ronda/shared';
import { ChevronDown, ChevronUp, MapPin } from 'lucide-react';
import { Button } from '@/components/button/button';
import { cx } from '@/lib/class-names';
import { formatRelativeTime } from '@/lib/relative-time';
import { formatDate } from '../lib/format-date-time';
import { showsActions, showsCreateSubtask, taskTypeLabel } from '../lib/task-rules';
import type { ActionMode } from './task-action-modal';
import { ProgressBar } from './progress-bar';
import { StatusBadge } from './status-badge';
import { TaskHistory } from './task-history';
import { TaskNotes } from './task-notes';
import styles from './task-card.module.css';

export interface TaskCardProps {
  task: Task;
  expanded: boolean;
  selected: boolean;
  onToggle: () => void;
  onAction: (mode: ActionMode) => void;
  onCreateSubtask: () => void;
  onOpenSubtask: (id: string) => void;
  onOpenImage: (url: string) => void;
  /** Employees may only resolve their own tasks (the server refuses them the rest). */
  managerActions: boolean;
  now: Date;
  timeZone: string;
  /** A manager's checkbox for bulk actions (issue 28); absent for a closed task or an employee. */
  selection?: { checked: boolean; onChange: () => void } | undefined;
}

const nameOf = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}` : 'Unassigned';

/** A task in the list: its summary; a click expands the details, actions and history. */
export function TaskCard(props: TaskCardProps) {
  const { task, expanded, selected, onToggle, onAction, now, timeZone } = props;
  const detailsId = `task-${task.id}-details`;
  return (
    <article
      className={cx(styles.card, selected && styles.selected)}
      aria-label={task.description}
      data-task-id={task.id}
    >
      <div className={styles.head}>
        {props.selection && (
          <label className={styles.pick}>
            <input
              type="checkbox"
              aria-label={`Select task: ${task.description.slice(0, 80)}`}
              checked={props.selection.checked}
              onChange={props.selection.onChange}
            />
          </label>
        )}
        <button
          type="button"
          className={styles.summary}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          <span className={styles.top}>
            <StatusBadge status={task.status} />
            {task.overdue && <span className={styles.overdueTag}>Overdue</span>}
            <span className={styles.priority}>{task.priority}</span>
            <span className={styles.type}>{taskTypeLabel(task.taskType)}</span>
            <span className={styles.time}>
              <time dateTime={task.createdAt}>
                {formatRelativeTime(new Date(task.createdAt), now, timeZone)}
              </time>
            </span>
          </span>
          <span className={styles.description}>{task.description}</span>
          <span className={styles.meta}>
            {task.customer && <span>{task.customer.name}</span>}
            {task.department && <span>{task.department.name}</span>}
            <span>{nameOf(task.assignedEmployee ?? task.employee)}</span>
            {task.resolution && (
              <span className={task.resolution.onSite ? styles.onSite : styles.offSite}>
                <MapPin size={14} aria-hidden />
                {task.resolution.onSite
                  ? 'Resolved on site'
                  : `Resolved ${(task.resolution.distanceMeters / 1000).toFixed(2)} km away`}
              </span>
            )}
          </span>
          <ProgressBar percent={task.completionPercentage} />
          {expanded ? <ChevronUp aria-hidden size={18} /> : <ChevronDown aria-hidden size={18} />}
        </button>
      </div>
      {expanded && (
        <div id={detailsId} className={styles.details}>
          <dl className={styles.facts}>
            <dt>Supervisor</dt>
            <dd>{nameOf(task.supervisor)}</dd>
            <dt>Due</dt>
            <dd>{task.dueDate ? formatDate(task.dueDate, timeZone) : 'No due date'}</dd>
            <dt>Location</dt>
            <dd>
              {task.location?.address ||
                (task.location?.coordinates ? '' : 'No location coordinates available')}
              {task.location?.coordinates && !task.location.address && 'Pinned on the map'}
            </dd>
            {task.supervisorNotes && (
              <>
                <dt>Supervisor notes</dt>
                <dd>{task.supervisorNotes}</dd>
              </>
            )}
            {task.employeeNotes && (
              <>
                <dt>Employee notes</dt>
                <dd>{task.employeeNotes}</dd>
              </>
            )}
          </dl>
          {[...task.images, ...task.employeeimages].length > 0 && (
            <ul className={styles.images} aria-label="Images">
              {[...task.images, ...task.employeeimages].map((url) => (
                <li key={url}>
                  <button type="button" onClick={() => props.onOpenImage(url)}>
                    <img src={url} alt="Task photo" width={72} height={72} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <TaskNotes taskId={task.id} timeZone={timeZone} />
          {task.subtasks.length > 0 && (
            <section aria-label="Subtasks">
              <h3 className={styles.subheading}>Subtasks</h3>
              <ul className={styles.subtasks}>
                {task.subtasks.map((s) => (
                  <li key={s.id}>
                    <button type="button" onClick={() => props.onOpenSubtask(s.id)}>
                      <StatusBadge status={s.status} /> {s.description}
                      <span className={styles.assignee}>
                        {nameOf(s.assignedEmployee ?? s.employee)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className={styles.actions}>
            {showsActions(task.status) && !props.managerActions && (
              <Button variant="primary" onClick={() => onAction('resolve')}>
                Resolve
              </Button>
            )}
            {showsActions(task.status) && props.managerActions && (
              <>
                <Button variant="secondary" onClick={() => onAction('assign-task')}>
                  Assign Employee
                </Button>
                <Button variant="secondary" onClick={() => onAction('assign-dept')}>
                  Assign Department
                </Button>
                <Button variant="secondary" onClick={() => onAction('assign-both')}>
                  Assign Both
                </Button>
                <Button variant="primary" onClick={() => onAction('resolve')}>
                  Resolve
                </Button>
                <Button variant="ghost" onClick={() => onAction('reject')}>
                  Reject
                </Button>
              </>
            )}
            {showsCreateSubtask(task.status) && props.managerActions && (
              <Button variant="secondary" onClick={props.onCreateSubtask}>
                Create Subtask
              </Button>
            )}
          </div>
          <section aria-label="Task history">
            <h3 className={styles.subheading}>History</h3>
            <TaskHistory taskId={task.id} timeZone={timeZone} />
          </section>
        </div>
      )}
    </article>
  );
}
