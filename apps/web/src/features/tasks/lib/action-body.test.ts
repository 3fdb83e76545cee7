import { TASK_MESSAGES } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { actionBody } from './action-body';

const none = { notes: '', departmentId: '', supervisorId: '', employeeId: '', asEmployee: false };
const D = '11111111-1111-4111-8111-111111111111';
const E = '22222222-2222-4222-8222-222222222222';
const S = '33333333-3333-4333-8333-333333333333';

describe('what each list-card action sends (console.md §4, §5)', () => {
  it('reject needs a reason; resolve takes optional notes, the employee’s as employee notes', () => {
    expect(actionBody('reject', none)).toBe(TASK_MESSAGES.rejectReasonRequired);
    expect(actionBody('reject', { ...none, notes: ' Duplicate ' })).toEqual({
      status: 'rejected',
      supervisorNotes: 'Duplicate',
    });
    expect(actionBody('resolve', none)).toEqual({ status: 'resolved' });
    expect(actionBody('resolve', { ...none, notes: 'Fixed', asEmployee: true })).toEqual({
      status: 'resolved',
      employeeNotes: 'Fixed',
    });
  });

  it('the assignments send only what was chosen and never an empty field', () => {
    expect(actionBody('assign-task', none)).toBe(TASK_MESSAGES.employeeRequired);
    expect(actionBody('assign-task', { ...none, employeeId: E })).toEqual({
      employeeAssigned: E,
      supervisorNotes: TASK_MESSAGES.assignedToEmployee,
      status: 'in-progress',
    });
    expect(actionBody('assign-dept', none)).toBe(TASK_MESSAGES.departmentRequired);
    expect(actionBody('assign-dept', { ...none, departmentId: D })).toEqual({ departmentId: D });
    expect(actionBody('assign-both', { ...none, departmentId: D, supervisorId: S })).toEqual({
      departmentId: D,
      supervisorAssigned: S,
      status: 'incoming',
      supervisorNotes: TASK_MESSAGES.quickAssignment,
    });
  });
});
