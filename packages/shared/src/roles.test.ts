import { describe, expect, it } from 'vitest';
import { roleOf } from './roles.ts';

describe('roleOf (CON-ACC role badge rule, console.md §6)', () => {
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
