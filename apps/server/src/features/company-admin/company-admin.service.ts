import { requireCompanyManager } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  addMember,
  deleteDepartment,
  findDepartment,
  findDepartmentByName,
  insertDepartment,
  removeMember,
  updateDepartment,
  updateUserRow,
} from '../../repositories/company-setup.repository.ts';
import { findUserInCompany } from '../../repositories/people.repository.ts';
import { revokeUserSessions } from '../../repositories/sessions.repository.ts';

const DEPARTMENT_NOT_FOUND = 'Department not found';
const USER_NOT_FOUND = 'User not found';

async function departmentOf(db: Database, companyId: string, departmentId: string) {
  const department = await findDepartment(db, companyId, departmentId);
  if (!department) throw ApiError.notFound(DEPARTMENT_NOT_FOUND);
  return department;
}

async function userOf(db: Database, companyId: string, userId: string) {
  const user = await findUserInCompany(db, companyId, userId);
  if (!user) throw ApiError.notFound(USER_NOT_FOUND);
  return user;
}

async function assertNameFree(db: Database, companyId: string, name: string, exceptId?: string) {
  const clash = await findDepartmentByName(db, companyId, name);
  if (clash && clash.id !== exceptId)
    throw ApiError.conflict(`A department named "${name}" already exists`);
}

export async function createDepartment(
  db: Database,
  session: SessionContext,
  input: { name: string; description?: string | undefined },
) {
  const { companyId } = requireCompanyManager(session).actor;
  await assertNameFree(db, companyId, input.name);
  return insertDepartment(db, {
    companyId,
    name: input.name,
    description: input.description ?? null,
  });
}

export async function renameDepartment(
  db: Database,
  session: SessionContext,
  departmentId: string,
  input: { name?: string | undefined; description?: string | undefined },
) {
  const { companyId } = requireCompanyManager(session).actor;
  await departmentOf(db, companyId, departmentId);
  if (input.name !== undefined) await assertNameFree(db, companyId, input.name, departmentId);
  const updated = await updateDepartment(db, companyId, departmentId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description || null } : {}),
  });
  if (!updated) throw ApiError.notFound(DEPARTMENT_NOT_FOUND);
  return updated;
}

export async function removeDepartment(
  db: Database,
  session: SessionContext,
  departmentId: string,
) {
  const { companyId } = requireCompanyManager(session).actor;
  await departmentOf(db, companyId, departmentId);
  await db.transaction((tx) => deleteDepartment(tx, companyId, departmentId));
}

export async function setMembership(
  db: Database,
  session: SessionContext,
  departmentId: string,
  userId: string,
  member: boolean,
) {
  const { companyId } = requireCompanyManager(session).actor;
  await departmentOf(db, companyId, departmentId);
  await userOf(db, companyId, userId);
  if (member) await addMember(db, companyId, departmentId, userId);
  else await removeMember(db, companyId, departmentId, userId);
}

export async function setSupervisor(
  db: Database,
  session: SessionContext,
  userId: string,
  isSupervisor: boolean,
) {
  const { companyId } = requireCompanyManager(session).actor;
  await userOf(db, companyId, userId);
  const updated = await updateUserRow(db, companyId, userId, { isSupervisor });
  if (!updated) throw ApiError.notFound(USER_NOT_FOUND);
  return updated;
}

/** Deactivation ends every session of the user in the same transaction. */
export async function setActive(
  db: Database,
  session: SessionContext,
  userId: string,
  active: boolean,
) {
  const { companyId, userId: self } = requireCompanyManager(session).actor;
  if (!active && userId === self)
    throw ApiError.conflict('You cannot deactivate your own account.');
  await userOf(db, companyId, userId);
  const now = new Date();
  return db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, companyId, userId, {
      status: active ? 'active' : 'inactive',
      deactivatedAt: active ? null : now,
    });
    if (!active) await revokeUserSessions(tx, companyId, userId, now);
    if (!updated) throw ApiError.notFound(USER_NOT_FOUND);
    return updated;
  });
}
