import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSessionRequestSchema,
  adminSessionResponseSchema,
  adminSessionStatusSchema,
  successResponseSchema,
} from '@ronda/shared';
import { ADMIN_COOKIE } from '../../auth/admin-sessions.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentAdmin, signInAdmin, signOutAdmin, type AdminDeps } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<AdminDeps & { secureCookies: boolean }> = async (
  app,
  deps,
) => {
  app.post(
    '/api/admin/session',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Admin page sign-in with a Google credential (only ADMIN_EMAIL)',
        body: adminSessionRequestSchema,
        response: { 200: adminSessionResponseSchema, ...errorResponses(400, 401, 403, 429, 502) },
      },
    },
    async (request, reply) => {
      const session = await signInAdmin(deps, request.body.credential);
      reply.setCookie(ADMIN_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secureCookies,
        path: '/',
        expires: session.expiresAt,
      });
      return { is_success: true as const, email: session.email };
    },
  );

  app.get(
    '/api/admin/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin, if any (email is null when nobody is)',
        response: { 200: adminSessionStatusSchema },
      },
    },
    async (request) => ({
      is_success: true as const,
      email: await currentAdmin(deps, request.cookies[ADMIN_COOKIE]),
    }),
  );

  app.delete(
    '/api/admin/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-out',
        response: { 200: successResponseSchema },
      },
    },
    async (request, reply) => {
      await signOutAdmin(deps, request.cookies[ADMIN_COOKIE]);
      reply.clearCookie(ADMIN_COOKIE, { path: '/' });
      return { is_success: true as const };
    },
  );
};
