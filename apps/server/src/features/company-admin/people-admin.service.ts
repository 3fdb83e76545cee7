import { requireCompanyManager } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordChange } from '../../repositories/company-changes.repository.ts';
import {
  listDepartments,
  replaceMemberships,
  updateUserRow,
} from '../../repositories/company-setup.repository.ts';
import { findUserInCompany, withDepartments } from '../../repositories/people.repository.ts';
import { revokeUserSessions } from '../../repositories/sessions.repository.ts';
import { personName } from '../../presenters/people.presenter.ts';
import { changeActorOf } from '../../auth/change-actor.ts';

const USER_NOT_FOUND = 'User not found';

export async function userOf(db: Database, companyId: string, userId: string) {
  const user = await findUserInCompany(db, companyId, userId);
  if (!user) throw ApiError.notFound(USER_NOT_FOUND);
  return user;
}

export async function setSupervisor(
  db: Database,
  session: SessionContext,
  userId: string,
  isSupervisor: boolean,
) {
  const { companyId } = requireCompanyManager(session).actor;
  const user = await userOf(db, companyId, userId);
  return db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, companyId, userId, { isSupervisor });
    if (!updated) throw ApiError.notFound(USER_NOT_FOUND);
    if (user.isSupervisor !== isSupervisor) {
      await recordChange(tx, companyId, changeActorOf(session), {
        action: isSupervisor ? 'user.supervisor-granted' : 'user.supervisor-removed',
        summary: isSupervisor
          ? `Made ${personName(user)} a supervisor`
          : `${personName(user)} is no longer a supervisor`,
        details: { userId },
      });
    }
    return updated;
  });
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
  const user = await userOf(db, companyId, userId);
  const now = new Date();
  return db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, companyId, userId, {
      status: active ? 'active' : 'inactive',
      deactivatedAt: active ? null : now,
    });
    if (!updated) throw ApiError.notFound(USER_NOT_FOUND);
    const ended = active ? 0 : await revokeUserSessions(tx, companyId, userId, now);
    if ((user.status === 'active') !== active) {
      await recordChange(tx, companyId, changeActorOf(session), {
        action: active ? 'user.reactivated' : 'user.deactivated',
        summary: active ? `Reactivated ${personName(user)}` : `Deactivated ${personName(user)}`,
        details: { userId, sessionsEnded: ended },
      });
    }
    return updated;
  });
}

/** Moves a person: their departments become exactly the ones given. */
export async function setDepartments(
  db: Database,
  session: SessionContext,
  userId: string,
  departmentIds: readonly string[],
) {
  const { companyId } = requireCompanyManager(session).actor;
  const user = await withDepartments(db, await userOf(db, companyId, userId));
  const wanted = [...new Set(departmentIds)];
  const names = new Map((await listDepartments(db, companyId)).map((d) => [d.id, d.name]));
  if (wanted.some((id) => !names.has(id))) throw ApiError.notFound('Department not found');
  await db.transaction(async (tx) => {
    await replaceMemberships(tx, companyId, userId, wanted);
    const list = wanted.map((id) => names.get(id)).join(', ');
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'user.departments-set',
      summary: wanted.length
        ? `Moved ${personName(user)} to ${list}`
        : `Took ${personName(user)} out of every department`,
      details: { userId, before: user.departments.map((d) => d.id), after: wanted },
    });
  });
  return userOf(db, companyId, userId);
}
