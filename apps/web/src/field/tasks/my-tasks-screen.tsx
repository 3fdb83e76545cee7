import type { Task } from '@ronda/shared';
import { useEffect, useMemo, useState } from 'react';
import { useConsoleSession } from '@/lib/console-session';
import { useNow } from '@/lib/use-now';
import { TaskPushCard } from '../push/task-push-card';
import { MY_TASKS_TEXTS as T } from './my-task-texts';
import { TaskDetail } from './task-detail';
import { TaskList } from './task-list';
import { withLocalChange } from './task-store';
import { useMyTaskList, useTaskChanges } from './use-my-tasks';
import styles from './my-tasks.module.css';

export interface MyTasksScreenProps {
  companyId: string;
  /** A task to open at once: the app was opened at `/field/?task=<id>` (a notification's tap). */
  openTaskId?: string | null;
  /** Called once that task is open, or said to be missing: the link has been followed. */
  onTaskLinkFollowed?: () => void;
}

/**
 * 'My tasks' (issue 14): the tasks assigned to the signed-in employee, overdue first then newest;
 * open one to navigate to it, start it or resolve it with notes and photos. Every action goes
 * through the outbox, so it works offline. List and detail switch with component state.
 */
export function MyTasksScreen({ companyId, openTaskId, onTaskLinkFollowed }: MyTasksScreenProps) {
  const { user, timeZone } = useConsoleSession();
  const changes = useTaskChanges();
  const list = useMyTaskList(companyId, user?.id ?? null, changes);
  const now = useNow(60_000);
  const [opened, setOpened] = useState<Task | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const waitingIds = useMemo(() => new Set(Object.keys(changes.changes)), [changes.changes]);

  // A linked task opens from the list as soon as the list has it; it is called missing only once
  // the list is as fresh as it gets (a saved list may predate the task).
  const [link, setLink] = useState(openTaskId ?? null);
  const [linkNote, setLinkNote] = useState<string | null>(null);
  if (link !== null) {
    const linked = list.tasks?.find((task) => task.id === link);
    if (linked || list.settled) {
      setLink(null);
      if (linked) setOpened(linked);
      else setLinkNote(list.stale ? T.linkNotSaved : T.linkNotYours);
    }
  }
  const followed = Boolean(openTaskId) && link === null;
  useEffect(() => {
    if (followed) onTaskLinkFollowed?.();
  }, [followed, onTaskLinkFollowed]);

  if (opened) {
    const listCopy =
      list.tasks?.find((task) => task.id === opened.id) ??
      withLocalChange(opened, changes.changes[opened.id]);
    return (
      <TaskDetail
        key={opened.id}
        listCopy={listCopy}
        changes={changes}
        online={list.online}
        now={now}
        timeZone={timeZone}
        onBack={() => {
          setReturnTo(opened.id);
          setOpened(null);
        }}
      />
    );
  }
  return (
    <TaskList
      list={list}
      waitingIds={waitingIds}
      now={now}
      timeZone={timeZone}
      focusId={returnTo}
      onOpen={(task) => {
        setReturnTo(null);
        setLinkNote(null);
        setOpened(task);
      }}
    >
      {user && <TaskPushCard userId={user.id} />}
      {linkNote && (
        <p role="status" className={styles.linkNote}>
          {linkNote}
        </p>
      )}
    </TaskList>
  );
}
