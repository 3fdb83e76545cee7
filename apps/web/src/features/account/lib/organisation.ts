import { roleOf, type departmentSchema, type RoleFlags, type User } from '@ronda/shared';
import type { z } from 'zod';

/** console.md §3 Department: id, name, description. */
export type Department = z.infer<typeof departmentSchema>;

export type RoleBadgeText = 'Admin' | 'Supervisor' | 'Employee';

const BADGE: Record<ReturnType<typeof roleOf>, RoleBadgeText> = {
  admin: 'Admin',
  supervisor: 'Supervisor',
  employee: 'Employee',
};

/** console.md §6: Admin if isAdmin, else Supervisor if isSupervisor, else Employee. */
export function roleBadge(flags: RoleFlags): RoleBadgeText {
  return BADGE[roleOf(flags)];
}

/** Supervisors listed are anyone with isSupervisor or isAdmin (console.md §2 Account Settings). */
export function isSupervisorOrAdmin(flags: RoleFlags): boolean {
  return flags.isAdmin || flags.isSupervisor;
}

/** console.md §4: active if status is active or isActive is true. */
export function isMemberActive(member: {
  status?: string | null;
  isActive?: boolean | null;
}): boolean {
  return member.status === 'active' || member.isActive === true;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Everyone who belongs to the department. */
export function membersOf(departmentId: string, people: readonly User[]): User[] {
  return people.filter((person) => person.departments.some((d) => d.id === departmentId));
}

export interface MemberPartition {
  supervisors: User[];
  teamMembers: User[];
}

/** A department's 'Supervisors' grid (isSupervisor or isAdmin) and its 'Team Members' grid. */
export function partitionMembers(members: readonly User[]): MemberPartition {
  const supervisors: User[] = [];
  const teamMembers: User[] = [];
  for (const member of members) {
    (isSupervisorOrAdmin(member) ? supervisors : teamMembers).push(member);
  }
  return { supervisors, teamMembers };
}

/** People with no department, whom an admin still has to place. */
export function unassignedPeople(people: readonly User[]): User[] {
  return people.filter((person) => person.departments.length === 0);
}

export interface OrganisationCounts {
  departments: number;
  supervisors: number;
  employees: number;
}

/** The summary's numbers; each person counts once, however many departments they are in. */
export function organisationCounts(
  departments: readonly Department[],
  people: readonly User[],
): OrganisationCounts {
  const unique = new Map(people.map((person) => [person.id, person]));
  let supervisors = 0;
  for (const person of unique.values()) if (isSupervisorOrAdmin(person)) supervisors += 1;
  return {
    departments: departments.length,
    supervisors,
    employees: unique.size - supervisors,
  };
}

/**
 * How many employees (not supervisors or admins) share at least one department with the
 * supervisor. Zero for someone in no department.
 */
export function supervisedCount(supervisor: User, people: readonly User[]): number {
  const own = new Set(supervisor.departments.map((d) => d.id));
  const counted = new Set<string>();
  for (const person of people) {
    if (person.id === supervisor.id || isSupervisorOrAdmin(person)) continue;
    if (person.departments.some((d) => own.has(d.id))) counted.add(person.id);
  }
  return counted.size;
}

export interface Viewer extends RoleFlags {
  role: User['role'];
  departments: readonly { id: string }[];
}

/** The organisation tab is for admins and supervisors; employees see only their account. */
export function canSeeOrganisation(viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return isSupervisorOrAdmin(viewer) || viewer.role !== 'employee';
}

/** An admin sees every department; a supervisor only the ones they belong to. */
export function visibleDepartments(
  departments: readonly Department[],
  viewer: Viewer | null,
): Department[] {
  if (viewer && (viewer.isAdmin || viewer.role === 'admin')) return [...departments];
  const own = new Set(viewer?.departments.map((d) => d.id) ?? []);
  return departments.filter((department) => own.has(department.id));
}
