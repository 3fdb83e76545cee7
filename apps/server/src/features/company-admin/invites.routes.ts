import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInviteRequestSchema, inviteSchema, successResponseSchema } from '@ronda/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentInvite } from './company-admin.presenter.ts';
import { errors, guarded } from './company-admin.schemas.ts';
import { cancelInvite, createInvite, listInvites } from './invites.service.ts';

const inviteParams = z.object({ inviteId: z.string().uuid() });
const inviteResponse = z.object({ is_success: z.literal(true), invite: inviteSchema });
const inviteListResponse = z.object({
  is_success: z.literal(true),
  invites: z.array(inviteSchema),
});

/** Join codes (and their QR links) for employees; registered inside the admin-only scope. */
export const inviteRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const baseUrl = (host: string, protocol: string) => config.publicUrl ?? `${protocol}://${host}`;

  app.post(
    '/api/company/invites',
    {
      schema: {
        ...guarded,
        summary: 'Create an expiring join code and its QR payload',
        body: createInviteRequestSchema,
        response: { 201: inviteResponse, ...errors },
      },
    },
    async (request, reply) => {
      const invite = await createInvite(db, sessionOf(request), request.body);
      return reply.code(201).send({
        is_success: true as const,
        invite: presentInvite(invite, baseUrl(request.host, request.protocol)),
      });
    },
  );

  app.get(
    '/api/company/invites',
    {
      schema: {
        ...guarded,
        summary: 'Live join codes',
        response: { 200: inviteListResponse, ...errors },
      },
    },
    async (request) => {
      const invites = await listInvites(db, sessionOf(request));
      return {
        is_success: true as const,
        invites: invites.map((i) => presentInvite(i, baseUrl(request.host, request.protocol))),
      };
    },
  );

  app.delete(
    '/api/company/invites/:inviteId',
    {
      schema: {
        ...guarded,
        summary: 'Revoke a join code',
        params: inviteParams,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelInvite(db, sessionOf(request), request.params.inviteId);
      return { is_success: true as const };
    },
  );
};
