import type { Actor } from './actor.ts';

/**
 * Who may see and do what, in one place (ARCHITECTURE.md §5, console.md §6). Every rule assumes
 * the record already belongs to the actor's company: queries are scoped by company first, and a
 * record of another company is answered with 404 as if it did not exist.
 */

export interface TaskRef {
  departmentId: string | null;
  employeeId: string | null;
}

export interface PersonRef {
  userId: string;
  departmentIds: readonly string[];
}

/** Admins and supervisors read every task of the company; employees only tasks assigned to them. */
export function canReadTask(actor: Actor, task: TaskRef): boolean {
  if (actor.role === 'employee') return task.employeeId === actor.userId;
  return true;
}

/**
 * console.md §6: an admin may act on any task; others only when the task has no department or
 * they belong to its department. An employee additionally acts only on tasks assigned to them.
 */
export function canActOnTask(actor: Actor, task: TaskRef): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'employee' && task.employeeId !== actor.userId) return false;
  return task.departmentId === null || actor.departmentIds.includes(task.departmentId);
}

/** Whose people, days and locations the actor may see. */
export function canSeePerson(actor: Actor, person: PersonRef): boolean {
  if (actor.role === 'admin' || person.userId === actor.userId) return true;
  if (actor.role === 'supervisor') {
    return person.departmentIds.some((id) => actor.departmentIds.includes(id));
  }
  return false;
}

export type PeopleScope =
  | { kind: 'company' }
  | { kind: 'departments'; departmentIds: readonly string[]; alsoUserId: string }
  | { kind: 'self'; userId: string };

/** The same rule as canSeePerson, as a filter a repository can turn into SQL. */
export function peopleScope(actor: Actor): PeopleScope {
  if (actor.role === 'admin') return { kind: 'company' };
  if (actor.role === 'supervisor') {
    return { kind: 'departments', departmentIds: actor.departmentIds, alsoUserId: actor.userId };
  }
  return { kind: 'self', userId: actor.userId };
}

/** One text per scope: equal scopes give equal keys (for caches, and to notice a change). */
export function scopeKeyOf(scope: PeopleScope): string {
  if (scope.kind === 'company') return 'company';
  if (scope.kind === 'self') return `self:${scope.userId}`;
  return `departments:${scope.alsoUserId}:${[...scope.departmentIds].sort().join(',')}`;
}

/** Whether a person falls in a scope: peopleScope's rule for data already in memory. */
export function isInScope(scope: PeopleScope, person: PersonRef): boolean {
  if (scope.kind === 'company') return true;
  if (scope.kind === 'self') return person.userId === scope.userId;
  return (
    person.userId === scope.alsoUserId ||
    person.departmentIds.some((id) => scope.departmentIds.includes(id))
  );
}

export type TaskScope = { kind: 'company' } | { kind: 'assigned'; userId: string };

/** The same rule as canReadTask, as a filter a repository can turn into SQL. */
export function taskScope(actor: Actor): TaskScope {
  return actor.role === 'employee'
    ? { kind: 'assigned', userId: actor.userId }
    : { kind: 'company' };
}

/** Company set-up (departments, members, invites, roles, deactivation) is for admins. */
export function canManageCompany(actor: Actor): boolean {
  return actor.role === 'admin';
}

/**
 * The organisation (departments, who supervises whom) and the subscription: admins see the
 * whole company, supervisors their departments (peopleScope), employees neither.
 */
export function canReadOrganisation(actor: Actor): boolean {
  return actor.role !== 'employee';
}

/** The company's audit trail says who changed what; it is for those who may change it. */
export function canReadCompanyChanges(actor: Actor): boolean {
  return canManageCompany(actor);
}

/**
 * Tracking keys (the secret a GPS app sends to /api/osmand): everyone makes, lists and revokes
 * their own; admins also anyone's in the company, e.g. to set up a phone for a new hire.
 */
export function canManageTrackingKeysOf(actor: Actor, userId: string): boolean {
  return actor.role === 'admin' || actor.userId === userId;
}

/** The same rule as a filter: whose keys the actor reaches (undefined: the whole company's). */
export function trackingKeyOwnerScope(actor: Actor): string | undefined {
  return actor.role === 'admin' ? undefined : actor.userId;
}
