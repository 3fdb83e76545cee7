import { INVITE_GONE_MESSAGE, isKnownTimeZone, type RegisterBusinessRequest } from '@ronda/shared';
import type { IdentityVerifier } from '../../adapters/identity-verifier.ts';
import { openSession } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { identityToApiError } from '../../lib/identity-errors.ts';
import { insertCompanyRow, insertUserRow } from '../../repositories/company-setup.repository.ts';
import { findUserByEmail } from '../../repositories/people.repository.ts';
import { findLiveInviteByCode } from '../../repositories/invites.repository.ts';

export interface OnboardingDeps {
  db: Database;
  sessionSecret: string;
  identity: IdentityVerifier;
  defaultTimezone: string;
}

export const ACCOUNT_EXISTS_MESSAGE =
  'An account with this e-mail already exists. Sign in instead.';
export const INVALID_CODE_MESSAGE = INVITE_GONE_MESSAGE;

async function verifiedNewcomer(
  deps: OnboardingDeps,
  provider: RegisterBusinessRequest['provider'],
  idToken: string,
) {
  const identity = await deps.identity.verify(provider, idToken).catch((error: unknown) => {
    throw identityToApiError(error);
  });
  if (await findUserByEmail(deps.db, identity.email))
    throw ApiError.conflict(ACCOUNT_EXISTS_MESSAGE);
  return identity;
}

/** A business registers from the mobile app: its company and first admin, then a session. */
export async function registerBusiness(
  deps: OnboardingDeps,
  input: RegisterBusinessRequest,
  userAgent: string | undefined,
) {
  const timezone = input.company.timezone ?? deps.defaultTimezone;
  if (!isKnownTimeZone(timezone))
    throw ApiError.badRequest('Invalid company.timezone: unknown time zone');
  const identity = await verifiedNewcomer(deps, input.provider, input.idToken);
  const { company, admin } = await deps.db.transaction(async (tx) => {
    const company = await insertCompanyRow(tx, {
      name: input.company.name,
      address: input.company.address ?? null,
      phone: input.company.phone ?? null,
      email: input.company.email ?? identity.email,
      website: input.company.website ?? null,
      timezone,
    });
    const admin = await insertUserRow(tx, {
      companyId: company.id,
      firstName: input.admin.firstName,
      lastName: input.admin.lastName ?? '',
      email: identity.email,
      phone: input.admin.phone ?? null,
      isAdmin: true,
    });
    return { company, admin };
  });
  const session = await openSession(deps.db, deps.sessionSecret, {
    user: admin,
    method: 'register',
    userAgent,
    now: new Date(),
  });
  return { token: session.token, user: session.user, company };
}

/** What a joining employee is shown before signing in. */
export async function previewInvite(db: Database, code: string) {
  const found = await findLiveInviteByCode(db, code, new Date());
  if (!found?.companyActive) throw ApiError.notFound(INVALID_CODE_MESSAGE);
  return {
    companyName: found.companyName,
    departmentName: found.departmentName,
    expiresAt: found.invite.expiresAt,
  };
}
