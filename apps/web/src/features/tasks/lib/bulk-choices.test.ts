import type { Task, User } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
// A test-only fixture: the field app's tasks are the same Task the console lists.
import { makeTask } from '@/field/tasks/test-fixtures';
import { bulkStaffChoices, isActionable, openSubtaskCount } from './bulk-choices';

const FIELD = { id: '11111111-1111-4111-8111-111111111111', name: 'Field' };
const OTHER = { id: '22222222-2222-4222-8222-222222222222', name: 'Other' };
const person = (n: number, departments: { id: string; name: string }[], active = true): User => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  firstName: 'P',
  lastName: String(n),
  email: `p${n}@x.example`,
  phone: null,
  profilePicture: null,
  role: 'employee',
  isAdmin: false,
  isSupervisor: false,
  status: active ? 'active' : 'inactive',
  isActive: active,
  departments,
});
const staff = [person(1, [FIELD]), person(2, [OTHER]), person(3, [FIELD], false)];

describe('bulk action choices (issue 28)', () => {
  it("offers the one department's field staff, else every active person", () => {
    const inField = [makeTask({ department: FIELD }), makeTask({ department: FIELD })];
    expect(bulkStaffChoices(inField, staff).map((s) => s.label)).toEqual(['P 1']);
    const mixed = [makeTask({ department: FIELD }), makeTask({ department: OTHER })];
    expect(bulkStaffChoices(mixed, staff).map((s) => s.label)).toEqual(['P 1', 'P 2']);
    const none = [makeTask({ department: null })];
    expect(bulkStaffChoices(none, staff).map((s) => s.label)).toEqual(['P 1', 'P 2']);
  });

  it('counts the open subtasks of every chosen task and offers only open tasks', () => {
    const subtask = (status: Task['status']): Task['subtasks'][number] => {
      const { subtasks: _subtasks, ...rest } = makeTask({ status });
      return rest;
    };
    const withSubtasks = makeTask({ subtasks: [subtask('incoming'), subtask('resolved')] });
    const another = makeTask({ subtasks: [subtask('in-progress')] });
    expect(openSubtaskCount([withSubtasks, another])).toBe(2);
    expect(openSubtaskCount([makeTask()])).toBe(0);
    expect(isActionable(makeTask({ status: 'incoming' }))).toBe(true);
    expect(isActionable(makeTask({ status: 'rejected' }))).toBe(false);
  });
});
