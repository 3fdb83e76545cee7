export const ROLES = ['admin', 'supervisor', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleFlags {
  isAdmin: boolean;
  isSupervisor: boolean;
}

/** console.md §6: Admin if isAdmin, else Supervisor if isSupervisor, else Employee. */
export function roleOf(flags: RoleFlags): Role {
  if (flags.isAdmin) return 'admin';
  if (flags.isSupervisor) return 'supervisor';
  return 'employee';
}
