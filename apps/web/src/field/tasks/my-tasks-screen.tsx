import type { Task } from '@ronda/shared';
import { useMemo, useState } from 'react';
import { useConsoleSession } from '@/lib/console-session';
import { useNow } from '@/lib/use-now';
import { TaskDetail } from './task-detail';
import { TaskList } from './task-list';
import { withLocalChange } from './task-store';
import { useMyTaskList, useTaskChanges } from './use-my-tasks';

export interface MyTasksScreenProps {
  companyId: string;
}

/**
 * 'My tasks' (issue 14): the tasks assigned to the signed-in employee, overdue first then newest;
 * open one to navigate to it, start it or resolve it with notes and photos. Every action goes
 * through the outbox, so it works offline. List and detail switch with component state.
 */
export function MyTasksScreen({ companyId }: MyTasksScreenProps) {
  const { user, timeZone } = useConsoleSession();
  const changes = useTaskChanges();
  const list = useMyTaskList(companyId, user?.id ?? null, changes);
  const now = useNow(60_000);
  const [opened, setOpened] = useState<Task | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const waitingIds = useMemo(() => new Set(Object.keys(changes.changes)), [changes.changes]);

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
        setOpened(task);
      }}
    />
  );
}
