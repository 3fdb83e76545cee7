import type { Task } from '@ronda/shared';
import { ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatDate } from '@/features/tasks/lib/format-date-time';
import { MY_TASKS_TEXTS as T } from './my-task-texts';
import { isOverdue } from './sort-tasks';
import { Flag, StatusPill } from './status-pill';
import styles from './my-tasks.module.css';

export interface TaskCardProps {
  task: Task;
  waiting: boolean;
  now: Date;
  timeZone: string;
  /** Focus the card (coming back from its detail). */
  focused: boolean;
  onOpen: (task: Task) => void;
}

/** One assigned task in the list: a large button that opens it. */
export function TaskCard({ task, waiting, now, timeZone, focused, onOpen }: TaskCardProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  const overdue = isOverdue(task, now);
  const address = task.location?.address.trim();
  return (
    <li>
      <button
        ref={button}
        type="button"
        className={styles.card}
        data-task-id={task.id}
        aria-labelledby={`${task.id}-title`}
        aria-describedby={`${task.id}-flags ${task.id}-meta`}
        onClick={() => onOpen(task)}
      >
        <span id={`${task.id}-flags`} className={styles.flags}>
          <StatusPill status={task.status} />
          {overdue && <Flag kind="overdue">{T.overdue}</Flag>}
          {waiting && <Flag kind="waiting">{T.waiting}</Flag>}
        </span>
        <span id={`${task.id}-title`} className={styles.description}>
          {task.description}
        </span>
        <span id={`${task.id}-meta`} className={styles.meta}>
          {task.customer && <span>{task.customer.name}</span>}
          {address && <span>{address}</span>}
          <span className={overdue ? styles.dueLate : styles.due}>
            {task.dueDate ? T.due(formatDate(task.dueDate, timeZone)) : T.noDueDate}
          </span>
        </span>
        <ChevronRight className={styles.chevron} size={24} aria-hidden />
      </button>
    </li>
  );
}
