import { afterEach, describe, expect, it } from 'vitest';
import { makeTask } from './test-fixtures';
import {
  readLocalChanges,
  readStoredTasks,
  settleByList,
  settleByTask,
  TASKS_STORAGE_KEY,
  withLocalChange,
  writeLocalChanges,
  writeStoredTasks,
} from './task-store';

afterEach(() => window.localStorage.clear());

describe('the stored list', () => {
  it('is read back for the same person and company only', () => {
    const tasks = [makeTask()];
    writeStoredTasks({ companyId: 'c1', userId: 'u1', savedAt: '2026-03-10T06:30:00.000Z', tasks });
    expect(readStoredTasks('c1', 'u1')?.tasks).toEqual(tasks);
    expect(readStoredTasks('c1', 'u2')).toBeNull();
    expect(readStoredTasks('c2', 'u1')).toBeNull();
  });

  it('is ignored when it is not a list of tasks', () => {
    window.localStorage.setItem(TASKS_STORAGE_KEY, '{"companyId":"c1","tasks":[1]}');
    expect(readStoredTasks('c1', null)).toBeNull();
  });
});

describe('local changes', () => {
  const queuedAt = '2026-03-10T06:30:00.000Z';

  it('survive a reload and show on the task', () => {
    const task = makeTask({ status: 'incoming' });
    writeLocalChanges({ [task.id]: { status: 'in-progress', queuedAt } });
    const change = readLocalChanges()[task.id];
    expect(withLocalChange(task, change).status).toBe('in-progress');
    expect(withLocalChange(task, undefined)).toBe(task);
  });

  it('settle when the server shows them, or the task has left the open list', () => {
    const started = makeTask({ status: 'incoming' });
    const resolved = makeTask({ status: 'in-progress' });
    const gone = makeTask({ status: 'in-progress' });
    const changes = {
      [started.id]: { status: 'in-progress' as const, queuedAt },
      [resolved.id]: { status: 'resolved' as const, queuedAt },
      [gone.id]: { status: 'resolved' as const, queuedAt },
    };
    const after = settleByList(changes, [{ ...started, status: 'in-progress' }, resolved]);
    expect(Object.keys(after)).toEqual([resolved.id]);
    expect(settleByList(after, [resolved])).toBe(after);
    expect(settleByTask(after, { ...resolved, status: 'resolved' })).toEqual({});
    expect(settleByTask(after, resolved)).toBe(after);
  });
});
