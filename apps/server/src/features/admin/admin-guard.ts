import type { FastifyRequest } from 'fastify';
import { ADMIN_COOKIE, resolveAdminSession } from '../../auth/admin-sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';

export interface AdminGuardDeps {
  db: Database;
  sessionSecret: string;
  adminEmail: string | undefined;
}

/** The staff inbox and queue dashboard are for the ADMIN_EMAIL session only, never a company user. */
export function requireAdmin(deps: AdminGuardDeps) {
  return async (request: FastifyRequest) => {
    const email = await resolveAdminSession(
      deps.db,
      deps.sessionSecret,
      request.cookies[ADMIN_COOKIE],
      deps.adminEmail,
      new Date(),
    );
    if (!email) throw ApiError.unauthorized('Admin sign-in required');
  };
}
