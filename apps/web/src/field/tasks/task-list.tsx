import type { Task } from '@ronda/shared';
import type { ReactNode } from 'react';
import { formatClock } from './format-clock';
import { MY_TASKS_TEXTS as T } from './my-task-texts';
import { sortMyTasks } from './sort-tasks';
import { TaskCard } from './task-card';
import type { MyTaskList } from './use-my-tasks';
import styles from './my-tasks.module.css';

export interface TaskListProps {
  list: MyTaskList;
  waitingIds: ReadonlySet<string>;
  now: Date;
  timeZone: string;
  focusId: string | null;
  onOpen: (task: Task) => void;
  /** Shown between the title and the list (notifications, a followed link's note). */
  children?: ReactNode;
}

/** The assigned tasks, overdue first then newest, with the loading, empty, error and offline states. */
export function TaskList({
  list,
  waitingIds,
  now,
  timeZone,
  focusId,
  onOpen,
  children,
}: TaskListProps) {
  return (
    <section className={styles.screen} aria-labelledby="my-tasks-title">
      <h2 id="my-tasks-title" className={styles.title}>
        {T.title}
      </h2>
      {list.stale && list.fetchedAt !== null && (
        <p role="status" className={styles.offline}>
          {T.offlineList(formatClock(list.fetchedAt, timeZone))}
        </p>
      )}
      {children}
      {list.tasks === null ? (
        <ListState list={list} />
      ) : list.tasks.length === 0 ? (
        <p className={styles.empty}>{T.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={T.title}>
          {sortMyTasks(list.tasks, now).map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              waiting={waitingIds.has(task.id)}
              now={now}
              timeZone={timeZone}
              focused={task.id === focusId}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ListState({ list }: { list: MyTaskList }) {
  if (list.isError) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{list.online ? T.loadFailed : T.firstLoadOffline}</p>
        <button type="button" className={styles.secondary} onClick={list.retry}>
          {T.retry}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.empty}>
      {T.loading}
    </p>
  );
}
