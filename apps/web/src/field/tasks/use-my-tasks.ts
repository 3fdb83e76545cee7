import type { Task } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { fieldTaskKeys, getMyTask, listMyTasks } from './task-api';
import {
  readLocalChanges,
  readStoredTasks,
  settleByList,
  settleByTask,
  withLocalChange,
  writeLocalChanges,
  writeStoredTasks,
  type LocalChange,
  type LocalChanges,
} from './task-store';
import { useOnline } from '../lib/use-online';

/** While actions wait to be seen on the server, the list is fetched again this often. */
const PENDING_REFETCH_MS = 30_000;

/** Queued actions shown on the tasks until the server's copy shows them (kept across reloads). */
export function useTaskChanges() {
  const [changes, setChanges] = useState<LocalChanges>(readLocalChanges);
  useEffect(() => writeLocalChanges(changes), [changes]);
  const record = useCallback(
    (id: string, change: LocalChange) => setChanges((all) => ({ ...all, [id]: change })),
    [],
  );
  const settleList = useCallback(
    (open: readonly Task[]) => setChanges((all) => settleByList(all, open)),
    [],
  );
  const settleTask = useCallback((task: Task) => setChanges((all) => settleByTask(all, task)), []);
  return { changes, record, settleList, settleTask };
}
export type TaskChanges = ReturnType<typeof useTaskChanges>;

export interface MyTaskList {
  /** The tasks with queued actions applied, unsorted; null until a list is known. */
  tasks: Task[] | null;
  /** When the shown list was fetched. */
  fetchedAt: number | null;
  /** The list shown is an old one: offline, or the last fetch failed. */
  stale: boolean;
  online: boolean;
  /** No list to show: the first fetch failed, or the phone is offline with none saved. */
  isError: boolean;
  /** The list shown is the newest there will be for now: the server answered, or cannot. */
  settled: boolean;
  retry: () => void;
}

/** The assigned tasks: fetched when online, the last list from this phone otherwise. */
export function useMyTaskList(
  companyId: string,
  userId: string | null,
  { changes, settleList }: TaskChanges,
): MyTaskList {
  const online = useOnline();
  const [stored] = useState(() => readStoredTasks(companyId, userId));
  const query = useQuery({
    queryKey: fieldTaskKeys.list(companyId),
    queryFn: async ({ signal }) => {
      const tasks = await listMyTasks(companyId, signal);
      settleList(tasks);
      return tasks;
    },
    enabled: companyId !== '',
    refetchInterval: Object.keys(changes).length > 0 ? PENDING_REFETCH_MS : false,
  });
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (!data) return;
    const savedAt = new Date(dataUpdatedAt).toISOString();
    writeStoredTasks({ companyId, userId, savedAt, tasks: data });
  }, [data, dataUpdatedAt, companyId, userId]);

  const source = data ?? stored?.tasks ?? null;
  const fetchedAt = data ? dataUpdatedAt : stored ? Date.parse(stored.savedAt) : null;
  return {
    tasks: source && source.map((task) => withLocalChange(task, changes[task.id])),
    fetchedAt,
    stale: source !== null && (!online || query.isError),
    online,
    isError: source === null && (query.isError || !online),
    settled: !online || query.isFetched,
    retry: () => void query.refetch(),
  };
}

/** One task: the list's copy at once, the server's fresh copy when it answers (the newer wins). */
export function useMyTask(listCopy: Task, { changes, settleTask }: TaskChanges): Task {
  const query = useQuery({
    queryKey: fieldTaskKeys.detail(listCopy.id),
    queryFn: async ({ signal }) => {
      const task = await getMyTask(listCopy.id, signal);
      settleTask(task);
      return task;
    },
  });
  const fresh = query.data;
  const newer =
    fresh && Date.parse(fresh.updatedAt) >= Date.parse(listCopy.updatedAt) ? fresh : listCopy;
  return withLocalChange(newer, changes[listCopy.id]);
}
