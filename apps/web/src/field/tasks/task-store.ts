import { TASK_STATUSES, taskSchema, type Task } from '@ronda/shared';
import { z } from 'zod';

/** The last list fetched, so 'My tasks' opens with no network. */
export const TASKS_STORAGE_KEY = 'ronda-field-tasks';
/** Actions queued in the outbox and not yet seen on the server, shown on the tasks meanwhile. */
export const TASK_CHANGES_STORAGE_KEY = 'ronda-field-task-changes';

const storedListSchema = z.object({
  companyId: z.string(),
  userId: z.string().nullable(),
  savedAt: z.string(),
  tasks: z.array(taskSchema),
});
export type StoredTaskList = z.infer<typeof storedListSchema>;

const localChangeSchema = z.object({
  status: z.enum(TASK_STATUSES),
  employeeNotes: z.string().nullable().optional(),
  queuedAt: z.string(),
});
export type LocalChange = z.infer<typeof localChangeSchema>;
const changesSchema = z.record(z.string(), localChangeSchema);
export type LocalChanges = Readonly<Record<string, LocalChange>>;

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the list still works online, it just will not open offline.
  }
}

/** The stored list, if it is this person's in this company. */
export function readStoredTasks(companyId: string, userId: string | null): StoredTaskList | null {
  const parsed = storedListSchema.safeParse(readJson(TASKS_STORAGE_KEY));
  if (!parsed.success) return null;
  const list = parsed.data;
  return list.companyId === companyId && list.userId === userId ? list : null;
}

export function writeStoredTasks(list: StoredTaskList): void {
  writeJson(TASKS_STORAGE_KEY, list);
}

export function readLocalChanges(): LocalChanges {
  const parsed = changesSchema.safeParse(readJson(TASK_CHANGES_STORAGE_KEY));
  return parsed.success ? parsed.data : {};
}

export function writeLocalChanges(changes: LocalChanges): void {
  writeJson(TASK_CHANGES_STORAGE_KEY, changes);
}

/** A task as it will be once its queued action is sent. */
export function withLocalChange(task: Task, change: LocalChange | undefined): Task {
  if (!change) return task;
  return change.employeeNotes === undefined
    ? { ...task, status: change.status }
    : { ...task, status: change.status, employeeNotes: change.employeeNotes };
}

/**
 * Whether the server's copy shows a queued action done (or overtaken): the task has the status the
 * action set, or is closed and so can no longer change.
 */
export function changeSettled(change: LocalChange, server: Pick<Task, 'status'>): boolean {
  return (
    server.status === change.status || server.status === 'resolved' || server.status === 'rejected'
  );
}

/** Drops the changes a fresh open-tasks list shows settled; a task gone from it is closed. */
export function settleByList(changes: LocalChanges, open: readonly Task[]): LocalChanges {
  const byId = new Map(open.map((task) => [task.id, task]));
  const kept = Object.entries(changes).filter(([id, change]) => {
    const server = byId.get(id);
    return server !== undefined && !changeSettled(change, server);
  });
  return kept.length === Object.keys(changes).length ? changes : Object.fromEntries(kept);
}

/** Drops the change of one task the server has just answered with, if that shows it settled. */
export function settleByTask(changes: LocalChanges, server: Task): LocalChanges {
  const change = changes[server.id];
  if (!change || !changeSettled(change, server)) return changes;
  return Object.fromEntries(Object.entries(changes).filter(([id]) => id !== server.id));
}
