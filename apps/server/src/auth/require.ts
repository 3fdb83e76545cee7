import type { SessionContext } from './sessions.ts';
import { canManageCompany } from './access-policy.ts';
import { ApiError } from '../lib/api-error.ts';

/** 403 unless the session's user may set up the company (admins). */
export function requireCompanyManager(session: SessionContext): SessionContext {
  if (!canManageCompany(session.actor)) throw ApiError.forbidden();
  return session;
}
