import { requireCompanyManager } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findDepartment } from '../../repositories/company-setup.repository.ts';
import {
  insertInvite,
  listLiveInvites,
  revokeInvite,
} from '../../repositories/invites.repository.ts';
import { newInviteCode } from './invite-codes.ts';

const HOUR = 3600 * 1000;

export async function createInvite(
  db: Database,
  session: SessionContext,
  input: { departmentId?: string | undefined; expiresInHours: number },
) {
  const { companyId, userId } = requireCompanyManager(session).actor;
  if (input.departmentId && !(await findDepartment(db, companyId, input.departmentId))) {
    throw ApiError.notFound('Department not found');
  }
  const now = new Date();
  // A clash of two random 40-bit codes is rare; try again rather than fail the admin's request.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await insertInvite(db, {
      companyId,
      code: newInviteCode(),
      departmentId: input.departmentId ?? null,
      createdByUserId: userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInHours * HOUR),
    });
    if (created) return created;
  }
  throw new Error('could not find a free invite code');
}

export async function listInvites(db: Database, session: SessionContext) {
  return listLiveInvites(db, requireCompanyManager(session).actor.companyId, new Date());
}

export async function cancelInvite(db: Database, session: SessionContext, inviteId: string) {
  const { companyId } = requireCompanyManager(session).actor;
  if (!(await revokeInvite(db, companyId, inviteId, new Date())))
    throw ApiError.notFound('Invite not found');
}
