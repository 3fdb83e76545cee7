import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getRequestListener } from '@hono/node-server';
import { createDashboardHandler } from '@pg-boss/dashboard/handler';
import { ADMIN_COOKIE, resolveAdminSession } from '../auth/admin-sessions.ts';
import type { Database } from '../db/client.ts';
import { sendError } from './error-handler.ts';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

// The dashboard is a server-rendered app with inline hydration scripts and styles.
const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; " +
  "base-uri 'self'; form-action 'self'; object-src 'none'";

interface DashboardDeps {
  db: Database;
  sessionSecret: string;
  adminEmail: string | undefined;
  connectionString: string;
  publicHost: string | undefined;
}

/**
 * The pg-boss dashboard at /admin/queues, for the signed-in admin only. The guard runs on every
 * request under the path (pages, data, assets and form posts), so skipping the /admin page gains
 * nothing: without a valid admin cookie the answer is 401.
 */
export async function registerQueueDashboard(app: FastifyInstance, deps: DashboardDeps) {
  const dashboard = createDashboardHandler({
    databases: [{ url: deps.connectionString, name: 'Ronda', schema: 'pgboss' }],
    basePath: QUEUE_DASHBOARD_PATH,
    ...(deps.publicHost ? { allowedActionOrigins: [deps.publicHost] } : {}),
  });
  const listener = getRequestListener(dashboard, { overrideGlobalObjects: false });
  app.addHook('onClose', async () => dashboard.close());

  await app.register(async (scope) => {
    // The dashboard reads request bodies itself; Fastify must leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const email = await resolveAdminSession(
        deps.db,
        deps.sessionSecret,
        request.cookies[ADMIN_COOKIE],
        deps.adminEmail,
        new Date(),
      );
      if (!email) return sendError(reply, 401, 'Admin sign-in required');
      reply.raw.setHeader('Content-Security-Policy', DASHBOARD_CSP);
    });
    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await listener(request.raw, reply.raw);
    };
    for (const url of [
      QUEUE_DASHBOARD_PATH,
      `${QUEUE_DASHBOARD_PATH}/*`,
      `${QUEUE_DASHBOARD_PATH}.data`,
    ]) {
      scope.all(url, serve);
    }
  });
}
