import { describe, expect, it } from 'vitest';
import { ROLES, roleOf } from './roles.ts';

describe('roles and roleOf (CON-ACC role badge rule, console.md §6)', () => {
  it('PUB-AUTH-13 the roles are Admin, Supervisor and Employee, and nothing else', () => {
    expect(ROLES).toEqual(['admin', 'supervisor', 'employee']);
  });
  it('is admin when isAdmin is set, whatever isSupervisor says', () => {
    expect(roleOf({ isAdmin: true, isSupervisor: true })).toBe('admin');
    expect(roleOf({ isAdmin: true, isSupervisor: false })).toBe('admin');
  });
  it('is supervisor when only isSupervisor is set', () => {
    expect(roleOf({ isAdmin: false, isSupervisor: true })).toBe('supervisor');
  });
  it('is employee otherwise', () => {
    expect(roleOf({ isAdmin: false, isSupervisor: false })).toBe('employee');
  });
});
