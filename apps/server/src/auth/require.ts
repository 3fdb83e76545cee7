import type { SessionContext } from './sessions.ts';
import { canManageCompany, canReadOrganisation } from './access-policy.ts';
import { ApiError } from '../lib/api-error.ts';

/** 403 unless the session's user may set up the company (admins). */
export function requireCompanyManager(session: SessionContext): SessionContext {
  if (!canManageCompany(session.actor)) throw ApiError.forbidden();
  return session;
}

/** 403 unless the session's user may read the organisation and subscription (not employees). */
export function requireOrganisationReader(session: SessionContext): SessionContext {
  if (!canReadOrganisation(session.actor)) throw ApiError.forbidden();
  return session;
}

/** A company id in a path must be the caller's own; another company's answers like a missing one. */
export function requireOwnCompany(session: SessionContext, companyId: string): string {
  if (companyId !== session.actor.companyId) throw ApiError.notFound('Company not found');
  return companyId;
}
