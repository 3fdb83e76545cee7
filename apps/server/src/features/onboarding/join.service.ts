import type { JoinCompanyRequest } from '@ronda/shared';
import type { VerifiedIdentity } from '../../adapters/identity-verifier.ts';
import { openSession } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { identityToApiError } from '../../lib/identity-errors.ts';
import { recordChange } from '../../repositories/company-changes.repository.ts';
import { addMember, insertUserRow } from '../../repositories/company-setup.repository.ts';
import {
  findCompany,
  findUserByEmail,
  withDepartments,
  type UserRow,
} from '../../repositories/people.repository.ts';
import { consumeInvite, findLiveInviteByCode } from '../../repositories/invites.repository.ts';
import { personName as name } from '../../presenters/people.presenter.ts';
import { INVALID_CODE_MESSAGE, type OnboardingDeps } from './onboarding.service.ts';

type LiveInvite = NonNullable<Awaited<ReturnType<typeof findLiveInviteByCode>>>;

async function liveInvite(db: Database, code: string): Promise<LiveInvite> {
  const found = await findLiveInviteByCode(db, code, new Date());
  if (!found?.companyActive) throw ApiError.notFound(INVALID_CODE_MESSAGE);
  return found;
}

/**
 * Someone who already has an account uses a code. In another company: told so, nothing changes.
 * In this one: placed in the code's department if they were not (that counts as a use).
 */
async function joinExisting(db: Database, found: LiveInvite, user: UserRow): Promise<void> {
  const { invite } = found;
  if (user.companyId !== invite.companyId) {
    const other = await findCompany(db, user.companyId);
    throw ApiError.conflict(
      `You already belong to another company (${other?.name ?? 'unknown'}), so you cannot ` +
        `join ${found.companyName}. Nothing was changed.`,
    );
  }
  if (user.status !== 'active') {
    throw ApiError.forbidden(
      `Your account at ${found.companyName} is deactivated. Ask your admin to reactivate it.`,
    );
  }
  const { departments } = await withDepartments(db, user);
  if (!invite.departmentId || departments.some((d) => d.id === invite.departmentId)) return;
  await db.transaction(async (tx) => {
    if (!(await consumeInvite(tx, invite.id, new Date())))
      throw ApiError.notFound(INVALID_CODE_MESSAGE);
    await addMember(tx, invite.companyId, invite.departmentId as string, user.id);
    await recordChange(
      tx,
      invite.companyId,
      { userId: user.id, name: name(user) },
      {
        action: 'invite.used',
        summary: `${name(user)} joined ${found.departmentName} with code ${invite.code}`,
        details: { inviteId: invite.id, userId: user.id },
      },
    );
  });
}

async function joinNewcomer(
  db: Database,
  found: LiveInvite,
  identity: VerifiedIdentity,
  input: JoinCompanyRequest,
): Promise<UserRow> {
  const { invite } = found;
  return db.transaction(async (tx) => {
    // Counted first, under the row's lock: two people racing for the last use cannot both join.
    if (!(await consumeInvite(tx, invite.id, new Date())))
      throw ApiError.notFound(INVALID_CODE_MESSAGE);
    const user = await insertUserRow(tx, {
      companyId: invite.companyId,
      firstName:
        input.firstName ?? identity.givenName ?? identity.email.split('@')[0] ?? identity.email,
      lastName: input.lastName ?? identity.familyName ?? '',
      email: identity.email,
      phone: input.phone ?? null,
    });
    if (invite.departmentId) await addMember(tx, invite.companyId, invite.departmentId, user.id);
    await recordChange(
      tx,
      invite.companyId,
      { userId: user.id, name: name(user) },
      {
        action: 'invite.used',
        summary: `${name(user)} joined${found.departmentName ? ` ${found.departmentName}` : ''} with code ${invite.code}`,
        details: { inviteId: invite.id, userId: user.id },
      },
    );
    return user;
  });
}

/** A person joins with a verified identity (Google or Apple) and a live join code. */
export async function joinCompany(
  deps: OnboardingDeps,
  input: JoinCompanyRequest,
  userAgent: string | undefined,
) {
  const found = await liveInvite(deps.db, input.code);
  const identity = await deps.identity.verify(input.provider, input.idToken).catch((e: unknown) => {
    throw identityToApiError(e);
  });
  const existing = await findUserByEmail(deps.db, identity.email);
  if (existing) await joinExisting(deps.db, found, existing);
  const user = existing ?? (await joinNewcomer(deps.db, found, identity, input));
  const session = await openSession(deps.db, deps.sessionSecret, {
    user,
    method: 'join',
    userAgent,
    now: new Date(),
  });
  const company = await findCompany(deps.db, found.invite.companyId);
  if (!company) throw ApiError.notFound(INVALID_CODE_MESSAGE);
  return { token: session.token, user: session.user, company };
}

/** The signed-in person (a console session, or a demo user) uses a join code. */
export async function joinSignedIn(db: Database, user: UserRow, code: string) {
  await joinExisting(db, await liveInvite(db, code), user);
  return withDepartments(db, user);
}
