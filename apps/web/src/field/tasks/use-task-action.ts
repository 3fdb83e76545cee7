import { useRef, useState } from 'react';
import { useOutbox } from '@/field/outbox/outbox-context';
import { PhotoStoreFullError, type NewPhoto } from '../sync';
import { MY_TASKS_TEXTS as T } from './my-task-texts';
import { taskActionPath, type FieldTaskUpdate } from './task-actions';
import type { TaskChanges } from './use-my-tasks';

/**
 * Queues a task action in the outbox (never a direct PUT: it must work offline) and shows it on the
 * task at once. Answers whether it was stored.
 */
export function useTaskAction(taskId: string, record: TaskChanges['record']) {
  const outbox = useOutbox();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(body: FieldTaskUpdate, photos: NewPhoto[] = []): Promise<boolean> {
    if (sending.current || !body.status) return false;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await outbox.queue({
        kind: 'task-action',
        method: 'PUT',
        path: taskActionPath(taskId),
        body,
        clientId: crypto.randomUUID(),
        // Photos taken offline go with the resolve, uploaded before it is sent (issue 27).
        ...(photos.length > 0 ? { photos, photoField: 'employeeImages' as const } : {}),
      });
      record(taskId, {
        status: body.status,
        ...(body.employeeNotes ? { employeeNotes: body.employeeNotes } : {}),
        queuedAt: new Date().toISOString(),
      });
      return true;
    } catch (caught) {
      setError(caught instanceof PhotoStoreFullError ? caught.message : T.updateFailed);
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { send, busy, error, clearError: () => setError(null) };
}
