import type { Subtask } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { assignmentChanges, currentTeam } from './assignment-changes';

const DEPT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const ANTHONY = '33333333-3333-4333-8333-333333333333';
const SARA = '44444444-4444-4444-8444-444444444444';

const subtask = (over: Partial<Subtask>) =>
  ({
    department: { id: DEPT, name: 'Field' },
    supervisorAssigned: null,
    employeeAssigned: ANTHONY,
    status: 'in-progress',
    ...over,
  }) as Subtask;

describe('issue 28: Update Assignment sends only what changed', () => {
  it('starts from who the subtask is with', () => {
    expect(currentTeam(subtask({}))).toEqual({
      departmentId: DEPT,
      supervisorId: '',
      employeeId: ANTHONY,
    });
  });

  it('a supervisor chosen alone keeps the worker and the status', () => {
    const task = subtask({});
    expect(assignmentChanges(task, { ...currentTeam(task), supervisorId: SARA })).toEqual({
      supervisorAssigned: SARA,
    });
  });

  it('the status follows the employee, and only when the employee changed', () => {
    const task = subtask({ employeeAssigned: null, status: 'incoming' });
    expect(assignmentChanges(task, { ...currentTeam(task), employeeId: ANTHONY })).toEqual({
      employeeAssigned: ANTHONY,
      status: 'in-progress',
    });
    const working = subtask({});
    expect(assignmentChanges(working, { ...currentTeam(working), employeeId: '' })).toEqual({
      employeeAssigned: null,
      status: 'incoming',
    });
  });

  it('a new department with its people cleared says so; nothing changed is null', () => {
    const task = subtask({ supervisorAssigned: SARA });
    expect(
      assignmentChanges(task, { departmentId: OTHER, supervisorId: '', employeeId: '' }),
    ).toEqual({
      departmentId: OTHER,
      supervisorAssigned: null,
      employeeAssigned: null,
      status: 'incoming',
    });
    expect(assignmentChanges(task, currentTeam(task))).toBeNull();
  });
});
