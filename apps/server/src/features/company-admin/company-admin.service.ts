import { requireCompanyManager } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordChange } from '../../repositories/company-changes.repository.ts';
import {
  addMember,
  deleteDepartment,
  findDepartment,
  findDepartmentByName,
  insertDepartment,
  removeMember,
  updateDepartment,
} from '../../repositories/company-setup.repository.ts';
import { personName } from '../../presenters/people.presenter.ts';
import { changeActorOf } from '../../auth/change-actor.ts';
import { userOf } from './people-admin.service.ts';

const DEPARTMENT_NOT_FOUND = 'Department not found';

export async function departmentOf(db: Database, companyId: string, departmentId: string) {
  const department = await findDepartment(db, companyId, departmentId);
  if (!department) throw ApiError.notFound(DEPARTMENT_NOT_FOUND);
  return department;
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
  return db.transaction(async (tx) => {
    const department = await insertDepartment(tx, {
      companyId,
      name: input.name,
      description: input.description || null,
    });
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'department.created',
      summary: `Created the department ${department.name}`,
      details: { departmentId: department.id },
    });
    return department;
  });
}

export async function renameDepartment(
  db: Database,
  session: SessionContext,
  departmentId: string,
  input: { name?: string | undefined; description?: string | undefined },
) {
  const { companyId } = requireCompanyManager(session).actor;
  const before = await departmentOf(db, companyId, departmentId);
  if (input.name !== undefined) await assertNameFree(db, companyId, input.name, departmentId);
  return db.transaction(async (tx) => {
    const updated = await updateDepartment(tx, companyId, departmentId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    });
    if (!updated) throw ApiError.notFound(DEPARTMENT_NOT_FOUND);
    const renamed = updated.name !== before.name;
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'department.updated',
      summary: renamed
        ? `Renamed the department ${before.name} to ${updated.name}`
        : `Changed the description of ${updated.name}`,
      details: { departmentId, before: { name: before.name, description: before.description } },
    });
    return updated;
  });
}

export async function removeDepartment(
  db: Database,
  session: SessionContext,
  departmentId: string,
) {
  const { companyId } = requireCompanyManager(session).actor;
  const department = await departmentOf(db, companyId, departmentId);
  await db.transaction(async (tx) => {
    await deleteDepartment(tx, companyId, departmentId);
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'department.deleted',
      summary: `Deleted the department ${department.name}`,
      details: { departmentId },
    });
  });
}

export async function setMembership(
  db: Database,
  session: SessionContext,
  departmentId: string,
  userId: string,
  member: boolean,
) {
  const { companyId } = requireCompanyManager(session).actor;
  const department = await departmentOf(db, companyId, departmentId);
  const user = await userOf(db, companyId, userId);
  await db.transaction(async (tx) => {
    if (member) await addMember(tx, companyId, departmentId, userId);
    else await removeMember(tx, companyId, departmentId, userId);
    await recordChange(tx, companyId, changeActorOf(session), {
      action: member ? 'department.member-added' : 'department.member-removed',
      summary: member
        ? `Added ${personName(user)} to ${department.name}`
        : `Removed ${personName(user)} from ${department.name}`,
      details: { departmentId, userId },
    });
  });
}
