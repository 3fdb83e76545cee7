import { personName } from '../../presenters/people.presenter.ts';
import {
  EMAIL_NOT_FOUND_MESSAGE,
  roleOf,
  type DemoAccount,
  type IdentityProvider,
} from '@ronda/shared';
import type { IdentityVerifier } from '../../adapters/identity-verifier.ts';
import {
  closeSession,
  openSession,
  type SessionContext,
  type SignInMethod,
} from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_EMPLOYEE_EMAIL,
  DEMO_SUPERVISOR_EMAIL,
} from '../../db/seed/seed-demo-company.ts';
import { ApiError } from '../../lib/api-error.ts';
import { identityToApiError } from '../../lib/identity-errors.ts';
import {
  findCompany,
  findUserByEmail,
  type UserRow,
} from '../../repositories/people.repository.ts';

export interface AuthDeps {
  db: Database;
  sessionSecret: string;
  identity: IdentityVerifier;
}

export const DEACTIVATED_MESSAGE =
  'This account has been deactivated. Ask your company admin to reactivate it.';
export const COMPANY_INACTIVE_MESSAGE = 'This company account is not active.';
export const DEMO_ONLY_MESSAGE =
  "The demo sign-in is only for the demo company's people. Sign in with Google or Apple.";

export async function signInWithIdentity(
  deps: AuthDeps,
  input: { provider: IdentityProvider; idToken: string; userAgent: string | undefined },
) {
  const identity = await deps.identity
    .verify(input.provider, input.idToken)
    .catch((error: unknown) => {
      throw identityToApiError(error);
    });
  const user = await findUserByEmail(deps.db, identity.email);
  if (!user) throw ApiError.notFound(EMAIL_NOT_FOUND_MESSAGE);
  return signInUser(deps, user, input.provider, input.userAgent);
}

/**
 * Demo sign-in (DEMO_LOGIN): anyone of the seeded demo company by e-mail, never a company that
 * registered itself (knowing an e-mail must not be enough); otherwise exactly like a real sign-in.
 */
export async function signInAsDemoUser(
  deps: AuthDeps,
  input: { email: string; userAgent: string | undefined },
) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw ApiError.notFound(EMAIL_NOT_FOUND_MESSAGE);
  const company = await findCompany(deps.db, user.companyId);
  if (!company?.isDemo) throw ApiError.forbidden(DEMO_ONLY_MESSAGE);
  return signInUser(deps, user, 'demo', input.userAgent);
}

async function signInUser(
  deps: AuthDeps,
  user: UserRow,
  method: SignInMethod,
  userAgent: string | undefined,
) {
  const company = await findCompany(deps.db, user.companyId);
  if (!company) throw ApiError.notFound(EMAIL_NOT_FOUND_MESSAGE);
  if (user.status !== 'active') throw ApiError.forbidden(DEACTIVATED_MESSAGE);
  if (!company.isActive) throw ApiError.forbidden(COMPANY_INACTIVE_MESSAGE);
  const session = await openSession(deps.db, deps.sessionSecret, {
    user,
    method,
    userAgent,
    now: new Date(),
  });
  return { token: session.token, user: session.user, company };
}

export async function signOut(deps: AuthDeps, session: SessionContext): Promise<void> {
  await closeSession(deps.db, session.sessionId, new Date());
}

/** The demo company's admin, a supervisor and an employee, as far as they exist and are active. */
export async function listDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const email of [DEMO_ADMIN_EMAIL, DEMO_SUPERVISOR_EMAIL, DEMO_EMPLOYEE_EMAIL]) {
    const user = await findUserByEmail(db, email);
    if (user?.status !== 'active') continue;
    accounts.push({
      email: user.email,
      name: personName(user),
      role: roleOf(user),
    });
  }
  return accounts;
}
