import type { TaskEvent } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { notesFromHistory } from './notes-from-history';

const event = (id: string, at: string, changes: TaskEvent['changes'], actor = true): TaskEvent => ({
  id,
  kind: 'updated',
  at,
  actor: actor
    ? { id: '11111111-1111-4111-8111-111111111111', firstName: 'Sara', lastName: 'Gomes' }
    : null,
  changes,
});

describe('issue 28: every note is kept, with who and when', () => {
  it('lists supervisor and employee notes oldest first, even when a later one replaced the field', () => {
    const notes = notesFromHistory([
      event('b', '2026-11-27T10:00:00Z', { employeeNotes: [null, 'Fixed the valve'] }),
      event(
        'a',
        '2026-11-27T09:00:00Z',
        { supervisorNotes: [null, 'Take the big spanner'] },
        false,
      ),
      event('c', '2026-11-27T11:00:00Z', {
        status: ['in-progress', 'resolved'],
        supervisorNotes: ['Take the big spanner', 'Checked on site'],
      }),
      event('d', '2026-11-27T12:00:00Z', { supervisorNotes: ['Checked on site', ''] }),
    ]);
    expect(notes.map((n) => [n.kind, n.text, n.by])).toEqual([
      ['supervisor', 'Take the big spanner', 'The customer'],
      ['employee', 'Fixed the valve', 'Sara Gomes'],
      ['supervisor', 'Checked on site', 'Sara Gomes'],
    ]);
  });
});
