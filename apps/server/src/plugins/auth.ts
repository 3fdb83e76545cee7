import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { resolveSession, type SessionContext } from '../auth/sessions.ts';
import { ApiError } from '../lib/api-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook for signed-in routes: 401 unless the bearer token is a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export function registerAuth(app: FastifyInstance, deps: { db: Database; sessionSecret: string }) {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw ApiError.unauthorized('Authentication required');
    const session = await resolveSession(deps.db, deps.sessionSecret, token, new Date());
    if (!session) throw ApiError.unauthorized(SESSION_ENDED_MESSAGE);
    request.auth = session;
  });
}

/** The session of a route guarded by app.authenticate. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.auth) throw ApiError.unauthorized('Authentication required');
  return request.auth;
}
