import { ADMIN_LOGIN_MESSAGES } from '@ronda/shared';
import { IdentityError, type IdentityVerifier } from '../../adapters/identity-verifier.ts';
import {
  closeAdminSession,
  openAdminSession,
  resolveAdminSession,
} from '../../auth/admin-sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';

export interface AdminDeps {
  db: Database;
  sessionSecret: string;
  identity: IdentityVerifier;
  adminEmail: string | undefined;
}

/**
 * The admin page's Google sign-in: only the ADMIN_EMAIL account gets an admin session. The
 * answers carry the spec's three messages (public-site-and-sign-in.md §8).
 */
export async function signInAdmin(deps: AdminDeps, credential: string) {
  let email: string;
  try {
    ({ email } = await deps.identity.verify('google', credential));
  } catch (error) {
    if (
      error instanceof IdentityError &&
      (error.reason === 'invalid-token' || error.reason === 'email-not-verified')
    ) {
      throw ApiError.unauthorized(ADMIN_LOGIN_MESSAGES.invalidToken);
    }
    throw new ApiError(502, ADMIN_LOGIN_MESSAGES.failed);
  }
  if (!deps.adminEmail || email !== deps.adminEmail) {
    throw ApiError.forbidden(ADMIN_LOGIN_MESSAGES.unauthorized);
  }
  const session = await openAdminSession(deps.db, deps.sessionSecret, email, new Date());
  return { ...session, email };
}

/** The signed-in admin's e-mail, or null: asking is not an error, so the page logs nothing. */
export async function currentAdmin(
  deps: AdminDeps,
  token: string | undefined,
): Promise<string | null> {
  const now = new Date();
  return (
    (await resolveAdminSession(deps.db, deps.sessionSecret, token, deps.adminEmail, now)) ?? null
  );
}

export async function signOutAdmin(deps: AdminDeps, token: string | undefined): Promise<void> {
  if (token) await closeAdminSession(deps.db, deps.sessionSecret, token, new Date());
}
