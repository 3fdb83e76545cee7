import { describe, expect, it } from 'vitest';
import {
  ana,
  departments,
  joao,
  meera,
  people,
  priya,
  ravi,
  sunil,
  PLUMBING,
} from '../test-fixtures';
import {
  canSeeOrganisation,
  isMemberActive,
  membersOf,
  organisationCounts,
  partitionMembers,
  roleBadge,
  supervisedCount,
  unassignedPeople,
  visibleDepartments,
} from './organisation';

describe('roleBadge', () => {
  it('CON-ACCT-23: Admin if isAdmin, whatever isSupervisor says', () => {
    expect(roleBadge({ isAdmin: true, isSupervisor: true })).toBe('Admin');
    expect(roleBadge({ isAdmin: true, isSupervisor: false })).toBe('Admin');
  });
  it('CON-ACCT-24: else Supervisor if isSupervisor', () => {
    expect(roleBadge({ isAdmin: false, isSupervisor: true })).toBe('Supervisor');
  });
  it('CON-ACCT-25: else Employee', () => {
    expect(roleBadge({ isAdmin: false, isSupervisor: false })).toBe('Employee');
  });
});

describe('isMemberActive', () => {
  it('CON-ACCT-26: active when status is active', () => {
    expect(isMemberActive({ status: 'active' })).toBe(true);
    expect(isMemberActive({ status: 'active', isActive: false })).toBe(true);
  });
  it('CON-ACCT-27: active when isActive is true', () => {
    expect(isMemberActive({ isActive: true })).toBe(true);
    expect(isMemberActive({ status: 'inactive', isActive: true })).toBe(true);
  });
  it('CON-ACCT-28: otherwise inactive', () => {
    expect(isMemberActive({ status: 'inactive', isActive: false })).toBe(false);
    expect(isMemberActive({})).toBe(false);
    expect(isMemberActive({ status: null, isActive: null })).toBe(false);
  });
});

describe('partitionMembers', () => {
  it('CON-ACCT-13: Supervisors = anyone in the department with isSupervisor or isAdmin', () => {
    const members = membersOf(PLUMBING, people);
    expect(members.map((m) => m.firstName)).toEqual(['Ravi', 'Meera', 'Ana', 'Sunil']);
    const { supervisors, teamMembers } = partitionMembers(members);
    expect(supervisors.map((m) => m.firstName)).toEqual(['Ravi', 'Meera']);
    expect(teamMembers.map((m) => m.firstName)).toEqual(['Ana', 'Sunil']);
    const both = { ...ana, isAdmin: true, isSupervisor: true };
    expect(partitionMembers([both]).supervisors).toEqual([both]);
  });
});

describe('organisationCounts', () => {
  it('CON-ACCT-03 CON-ACCT-04 CON-ACCT-05: departments, supervisors and employees, each person once', () => {
    expect(organisationCounts(departments, people)).toEqual({
      departments: 3,
      supervisors: 2,
      employees: 4,
    });
    expect(organisationCounts([], [meera, meera, sunil])).toEqual({
      departments: 0,
      supervisors: 1,
      employees: 1,
    });
  });
});

describe('supervisedCount', () => {
  it('CON-ACCT-22: employees (not supervisors or admins) sharing a department, each once', () => {
    expect(supervisedCount(meera, people)).toBe(3); // Ana, Joao, Sunil; not Ravi (admin)
    expect(supervisedCount(ravi, people)).toBe(2); // Ana and Sunil in Plumbing
    expect(supervisedCount({ ...meera, departments: [] }, people)).toBe(0);
    expect(supervisedCount(meera, [meera, ravi])).toBe(0);
  });
});

describe('who sees which departments', () => {
  it('lists the people in no department', () => {
    expect(unassignedPeople(people)).toEqual([priya]);
  });
  it('shows the organisation to admins and supervisors, not to employees', () => {
    expect(canSeeOrganisation(ravi)).toBe(true);
    expect(canSeeOrganisation(meera)).toBe(true);
    expect(canSeeOrganisation(ana)).toBe(false);
    expect(canSeeOrganisation(null)).toBe(false);
  });
  it('gives an admin every department and a supervisor only their own', () => {
    expect(visibleDepartments(departments, ravi)).toHaveLength(3);
    expect(visibleDepartments(departments, meera).map((d) => d.name)).toEqual([
      'Plumbing',
      'Electrical',
    ]);
    expect(visibleDepartments(departments, joao).map((d) => d.name)).toEqual(['Electrical']);
    expect(visibleDepartments(departments, null)).toEqual([]);
  });
});
