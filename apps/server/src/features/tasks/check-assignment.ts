import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findDepartment } from '../../repositories/company-setup.repository.ts';
import { departmentsOfUsers, findUserInCompany } from '../../repositories/people.repository.ts';

type Reader = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Assignment {
  /** The department the task will have. */
  departmentId: string | null;
  /** Only the people being newly assigned are checked; null clears. */
  newSupervisorId?: string | null | undefined;
  newEmployeeId?: string | null | undefined;
  departmentChanged: boolean;
}

/**
 * The people and department a task is given must be of the company and fit console.md §6: the
 * field staff of the task's department, and an admin or a supervisor of that department.
 */
export async function checkAssignment(db: Reader, companyId: string, a: Assignment) {
  if (a.departmentChanged && a.departmentId) {
    if (!(await findDepartment(db, companyId, a.departmentId))) {
      throw ApiError.notFound('Department not found');
    }
  }
  const ids = [a.newSupervisorId, a.newEmployeeId].filter((id): id is string => !!id);
  const memberships = await departmentsOfUsers(db, companyId, ids);
  const inDepartment = (userId: string) =>
    !a.departmentId || (memberships.get(userId) ?? []).some((d) => d.id === a.departmentId);

  if (a.newEmployeeId) {
    const employee = await findUserInCompany(db, companyId, a.newEmployeeId);
    if (!employee) throw ApiError.notFound('Employee not found');
    if (employee.status !== 'active') throw ApiError.badRequest('That employee is not active');
    if (!inDepartment(employee.id)) {
      throw ApiError.badRequest("That employee is not in the task's department");
    }
  }
  if (a.newSupervisorId) {
    const supervisor = await findUserInCompany(db, companyId, a.newSupervisorId);
    if (!supervisor) throw ApiError.notFound('Supervisor not found');
    if (supervisor.status !== 'active') throw ApiError.badRequest('That supervisor is not active');
    const fits = supervisor.isAdmin || (supervisor.isSupervisor && inDepartment(supervisor.id));
    if (!fits) {
      throw ApiError.badRequest(
        "The supervisor must be an admin, or a supervisor of the task's department",
      );
    }
  }
}
