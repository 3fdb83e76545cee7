import type { TaskEvent } from '@ronda/shared';

export interface TaskNote {
  id: string;
  kind: 'supervisor' | 'employee';
  text: string;
  at: string;
  by: string;
}

const KINDS = { supervisorNotes: 'supervisor', employeeNotes: 'employee' } as const;

/**
 * Every note ever written on a task, oldest first, with who and when (issue 28): the task's
 * notes fields hold only the latest of each kind, so a resolve note does not erase the
 * worker's; the history (complaint_events) keeps each one.
 */
export function notesFromHistory(history: readonly TaskEvent[]): TaskNote[] {
  const notes = history.flatMap((event) =>
    Object.entries(KINDS).flatMap(([field, kind]) => {
      const after = event.changes[field]?.[1];
      if (typeof after !== 'string' || after.trim() === '') return [];
      const by = event.actor ? `${event.actor.firstName} ${event.actor.lastName}` : 'The customer';
      return [{ id: `${event.id}-${kind}`, kind, text: after, at: event.at, by }];
    }),
  );
  return notes.sort((a, b) => a.at.localeCompare(b.at));
}
