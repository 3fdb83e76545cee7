import { requireCompanyManager } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordChange } from '../../repositories/company-changes.repository.ts';
import { findDepartment } from '../../repositories/company-setup.repository.ts';
import {
  insertInvite,
  listLiveInvites,
  revokeInvite,
  type InviteWithDepartment,
} from '../../repositories/invites.repository.ts';
import { changeActorOf } from '../../auth/change-actor.ts';
import { newInviteCode } from './invite-codes.ts';

const HOUR = 3600 * 1000;

export async function createInvite(
  db: Database,
  session: SessionContext,
  input: {
    departmentId?: string | undefined;
    expiresInHours: number;
    maxUses?: number | undefined;
  },
): Promise<InviteWithDepartment> {
  const { companyId, userId } = requireCompanyManager(session).actor;
  const department = input.departmentId
    ? await findDepartment(db, companyId, input.departmentId)
    : undefined;
  if (input.departmentId && !department) throw ApiError.notFound('Department not found');
  const now = new Date();
  // A clash of two random 40-bit codes is rare; try again rather than fail the admin's request.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await db.transaction(async (tx) => {
      const invite = await insertInvite(tx, {
        companyId,
        code: newInviteCode(),
        departmentId: input.departmentId ?? null,
        createdByUserId: userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.expiresInHours * HOUR),
        maxUses: input.maxUses ?? null,
      });
      if (!invite) return undefined;
      const uses = input.maxUses
        ? `, up to ${input.maxUses} ${input.maxUses === 1 ? 'person' : 'people'}`
        : '';
      await recordChange(tx, companyId, changeActorOf(session), {
        action: 'invite.created',
        summary: `Created join code ${invite.code} for ${department?.name ?? 'the company'}${uses}`,
        details: { inviteId: invite.id, expiresAt: invite.expiresAt, maxUses: invite.maxUses },
      });
      return invite;
    });
    if (created) return { ...created, departmentName: department?.name ?? null };
  }
  throw new Error('could not find a free invite code');
}

export async function listInvites(db: Database, session: SessionContext) {
  return listLiveInvites(db, requireCompanyManager(session).actor.companyId, new Date());
}

export async function cancelInvite(db: Database, session: SessionContext, inviteId: string) {
  const { companyId } = requireCompanyManager(session).actor;
  await db.transaction(async (tx) => {
    const revoked = await revokeInvite(tx, companyId, inviteId, new Date());
    if (!revoked) throw ApiError.notFound('Invite not found');
    await recordChange(tx, companyId, changeActorOf(session), {
      action: 'invite.revoked',
      summary: `Revoked join code ${revoked.code}`,
      details: { inviteId },
    });
  });
}
