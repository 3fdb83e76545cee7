import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import {
  canActOnTask,
  canManageCompany,
  canManageTrackingKeysOf,
  canReadCompanyChanges,
  canReadOrganisation,
  canReadTask,
  canSeePerson,
  peopleScope,
  taskScope,
  trackingKeyOwnerScope,
} from './access-policy.ts';

const company = 'c1';
const admin: Actor = { userId: 'admin', companyId: company, role: 'admin', departmentIds: [] };
const supervisor: Actor = {
  userId: 'sup',
  companyId: company,
  role: 'supervisor',
  departmentIds: ['waste'],
};
const employee: Actor = {
  userId: 'emp',
  companyId: company,
  role: 'employee',
  departmentIds: ['waste'],
};

const task = (departmentId: string | null, employeeId: string | null = null) => ({
  departmentId,
  employeeId,
});

describe('access policy (console.md §6; ARCHITECTURE.md §5)', () => {
  it('CON-PERM admins read and act on every task of the company', () => {
    for (const t of [task(null), task('waste'), task('sales', 'someone')]) {
      expect(canReadTask(admin, t)).toBe(true);
      expect(canActOnTask(admin, t)).toBe(true);
    }
  });

  it('CON-PERM supervisors read all tasks but act only on tasks with no department or of their departments', () => {
    expect(canReadTask(supervisor, task('sales'))).toBe(true);
    expect(canActOnTask(supervisor, task(null))).toBe(true);
    expect(canActOnTask(supervisor, task('waste'))).toBe(true);
    expect(canActOnTask(supervisor, task('sales'))).toBe(false);
  });

  it('employees read and act only on tasks assigned to them (and within the department rule)', () => {
    expect(canReadTask(employee, task('waste', 'emp'))).toBe(true);
    expect(canReadTask(employee, task('waste', 'other'))).toBe(false);
    expect(canReadTask(employee, task(null, null))).toBe(false);
    expect(canActOnTask(employee, task('waste', 'emp'))).toBe(true);
    expect(canActOnTask(employee, task(null, 'emp'))).toBe(true);
    expect(canActOnTask(employee, task('sales', 'emp'))).toBe(false);
    expect(canActOnTask(employee, task('waste', 'other'))).toBe(false);
  });

  it('people: admins see everyone, supervisors their departments and themselves, employees only themselves', () => {
    const member = { userId: 'x', departmentIds: ['waste'] };
    const outsider = { userId: 'y', departmentIds: ['sales'] };
    expect(canSeePerson(admin, outsider)).toBe(true);
    expect(canSeePerson(supervisor, member)).toBe(true);
    expect(canSeePerson(supervisor, outsider)).toBe(false);
    expect(canSeePerson(supervisor, { userId: 'sup', departmentIds: [] })).toBe(true);
    expect(canSeePerson(employee, member)).toBe(false);
    expect(canSeePerson(employee, { userId: 'emp', departmentIds: ['waste'] })).toBe(true);
  });

  it('scopes for repositories follow the same rules', () => {
    expect(peopleScope(admin)).toEqual({ kind: 'company' });
    expect(peopleScope(supervisor)).toEqual({
      kind: 'departments',
      departmentIds: ['waste'],
      alsoUserId: 'sup',
    });
    expect(peopleScope(employee)).toEqual({ kind: 'self', userId: 'emp' });
    expect(taskScope(admin)).toEqual({ kind: 'company' });
    expect(taskScope(supervisor)).toEqual({ kind: 'company' });
    expect(taskScope(employee)).toEqual({ kind: 'assigned', userId: 'emp' });
  });

  it('only admins manage the company', () => {
    expect(canManageCompany(admin)).toBe(true);
    expect(canManageCompany(supervisor)).toBe(false);
    expect(canManageCompany(employee)).toBe(false);
  });

  // Issue 13: the organisation rules, stated once in access-policy.ts, as a matrix.
  it.each([
    { role: 'admin', actor: admin, read: true, manage: true, audit: true },
    { role: 'supervisor', actor: supervisor, read: true, manage: false, audit: false },
    { role: 'employee', actor: employee, read: false, manage: false, audit: false },
  ])(
    'organisation matrix: $role reads organisation and subscription $read, manages $manage, reads the audit trail $audit',
    ({ actor, read, manage, audit }) => {
      expect(canReadOrganisation(actor)).toBe(read);
      expect(canManageCompany(actor)).toBe(manage);
      expect(canReadCompanyChanges(actor)).toBe(audit);
    },
  );

  it('a supervisor reads the organisation only within their departments', () => {
    const scope = peopleScope(supervisor);
    expect(scope).toEqual({ kind: 'departments', departmentIds: ['waste'], alsoUserId: 'sup' });
    expect(canSeePerson(supervisor, { userId: 'x', departmentIds: ['sales'] })).toBe(false);
  });

  // Issue 19: tracking keys for GPS apps.
  it.each([
    { role: 'admin', actor: admin, others: true, scope: undefined },
    { role: 'supervisor', actor: supervisor, others: false, scope: 'sup' },
    { role: 'employee', actor: employee, others: false, scope: 'emp' },
  ])('tracking keys: $role manages their own, others’ $others', ({ actor, others, scope }) => {
    expect(canManageTrackingKeysOf(actor, actor.userId)).toBe(true);
    expect(canManageTrackingKeysOf(actor, 'someone-else')).toBe(others);
    expect(trackingKeyOwnerScope(actor)).toBe(scope);
  });
});
