import { peopleScope } from '../../auth/access-policy.ts';
import { requireOwnCompany } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { listDepartments } from '../../repositories/company-setup.repository.ts';
import { listCustomers } from '../../repositories/customers.repository.ts';
import {
  findUserInCompany,
  listPeople,
  withDepartments,
} from '../../repositories/people.repository.ts';

export async function departmentsOf(db: Database, session: SessionContext, companyId: string) {
  return listDepartments(db, requireOwnCompany(session, companyId));
}

/** Everyone the caller may see (access-policy.ts), active or not: tasks may name either. */
export async function employeesOf(db: Database, session: SessionContext, companyId: string) {
  return listPeople(db, requireOwnCompany(session, companyId), peopleScope(session.actor));
}

/**
 * The people a task can be given to (console.md §6): active people in the caller's scope, or with
 * `supervisorId` in that supervisor's, and always the admins.
 */
export async function assignableUsers(
  db: Database,
  session: SessionContext,
  supervisorId: string | undefined,
) {
  const { actor } = session;
  let scope = peopleScope(actor);
  if (supervisorId && supervisorId !== actor.userId) {
    if (actor.role !== 'admin') throw ApiError.forbidden();
    const found = await findUserInCompany(db, actor.companyId, supervisorId);
    if (!found || !(found.isSupervisor || found.isAdmin)) {
      throw ApiError.notFound('Supervisor not found');
    }
    const supervisor = await withDepartments(db, found);
    scope = found.isAdmin
      ? { kind: 'company' }
      : {
          kind: 'departments',
          departmentIds: supervisor.departments.map((d) => d.id),
          alsoUserId: supervisor.id,
        };
  }
  return listPeople(db, actor.companyId, scope, { withAdmins: true, onlyActive: true });
}

/** Managers see the company's customers; an employee only those of tasks assigned to them. */
export async function customersOf(db: Database, session: SessionContext, companyId: string) {
  const { actor } = session;
  requireOwnCompany(session, companyId);
  return listCustomers(db, companyId, actor.role === 'employee' ? actor.userId : undefined);
}
