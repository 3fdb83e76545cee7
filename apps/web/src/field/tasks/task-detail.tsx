import type { Task } from '@ronda/shared';
import { ArrowLeft, Navigation, Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@/features/tasks/lib/format-date-time';
import { cx } from '@/lib/class-names';
import { MY_TASKS_TEXTS as T } from './my-task-texts';
import { ResolveForm } from './resolve-form';
import { isOverdue } from './sort-tasks';
import { Flag, StatusPill } from './status-pill';
import {
  canResolve,
  canStart,
  navigateHref,
  startBody,
  type FieldTaskUpdate,
} from './task-actions';
import type { TaskChanges } from './use-my-tasks';
import { useMyTask } from './use-my-tasks';
import { useTaskAction } from './use-task-action';
import type { NewPhoto } from '../sync';
import styles from './task-detail.module.css';

export interface TaskDetailProps {
  /** The list's copy (with queued actions applied); refreshed from GET /api/tasks/{id}. */
  listCopy: Task;
  changes: TaskChanges;
  online: boolean;
  now: Date;
  timeZone: string;
  onBack: () => void;
}

/** One task: what, for whom, where (with directions), and Start / Resolve. */
export function TaskDetail({ listCopy, changes, online, now, timeZone, onBack }: TaskDetailProps) {
  const task = useMyTask(listCopy, changes);
  const action = useTaskAction(task.id, changes.record);
  const [resolving, setResolving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const waiting = task.id in changes.changes;
  const href = navigateHref(task.location);
  const address = task.location?.address.trim();
  const photos = [...task.images, ...task.employeeimages];

  const act = async (body: FieldTaskUpdate, done: string, photos: NewPhoto[] = []) => {
    if (await action.send(body, photos)) {
      setResolving(false);
      setNotice(done);
    }
  };

  return (
    <article className={styles.detail} aria-labelledby="task-detail-title">
      <button type="button" className={styles.back} onClick={onBack}>
        <ArrowLeft size={24} aria-hidden />
        {T.back}
      </button>
      <h2 id="task-detail-title" ref={heading} tabIndex={-1} className={styles.title}>
        {task.description}
      </h2>
      <p className={styles.flags}>
        <StatusPill status={task.status} />
        {isOverdue(task, now) && <Flag kind="overdue">{T.overdue}</Flag>}
        {waiting && <Flag kind="waiting">{T.waiting}</Flag>}
      </p>
      {task.parentComplaint && (
        <p className={styles.muted}>{T.partOf(task.parentComplaint.description)}</p>
      )}
      <dl className={styles.facts}>
        <dt>{T.dueLabel}</dt>
        <dd>{task.dueDate ? formatDate(task.dueDate, timeZone) : T.noDueDate}</dd>
        {task.customer && (
          <>
            <dt>{T.customer}</dt>
            <dd>{task.customer.name}</dd>
          </>
        )}
        {address && (
          <>
            <dt>{T.address}</dt>
            <dd>{address}</dd>
          </>
        )}
        {task.supervisorNotes && (
          <>
            <dt>{T.supervisorNotes}</dt>
            <dd>{task.supervisorNotes}</dd>
          </>
        )}
        {task.employeeNotes && (
          <>
            <dt>{T.employeeNotes}</dt>
            <dd>{task.employeeNotes}</dd>
          </>
        )}
      </dl>
      <div className={styles.links}>
        {href && (
          <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
            <Navigation size={24} aria-hidden />
            {T.navigate}
          </a>
        )}
        {task.customer?.phone && (
          <a className={styles.link} href={`tel:${task.customer.phone.replace(/[^+\d]/g, '')}`}>
            <Phone size={24} aria-hidden />
            {T.call(task.customer.phone)}
          </a>
        )}
      </div>
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label={T.photos}>
          {photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img src={url} alt={T.photo(index + 1)} width={88} height={88} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {resolving ? (
        <ResolveForm
          online={online}
          busy={action.busy}
          queueError={action.error}
          onResolve={(body, photos) => act(body, T.resolved, photos)}
          onCancel={() => {
            setResolving(false);
            action.clearError();
          }}
        />
      ) : (
        <div className={styles.actions}>
          {canStart(task.status) && (
            <button
              type="button"
              className={cx(styles.button, styles.accent)}
              disabled={action.busy}
              onClick={() => void act(startBody(), T.started)}
            >
              {action.busy ? T.sending : T.start}
            </button>
          )}
          {canResolve(task.status) && (
            <button
              type="button"
              className={cx(styles.button, canStart(task.status) ? styles.primary : styles.accent)}
              onClick={() => {
                setNotice(null);
                setResolving(true);
              }}
            >
              {T.resolve}
            </button>
          )}
          {action.error && (
            <p role="alert" className={styles.error}>
              {action.error}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
