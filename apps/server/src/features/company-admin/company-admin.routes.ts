import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createInviteRequestSchema,
  departmentInputSchema,
  departmentSchema,
  departmentUpdateSchema,
  inviteSchema,
  successResponseSchema,
  userRoleUpdateSchema,
  userSchema,
} from '@ronda/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentUser } from '../../presenters/people.presenter.ts';
import { withDepartments } from '../../repositories/people.repository.ts';
import { presentDepartment, presentInvite } from './company-admin.presenter.ts';
import {
  createDepartment,
  removeDepartment,
  renameDepartment,
  setActive,
  setMembership,
  setSupervisor,
} from './company-admin.service.ts';
import { cancelInvite, createInvite, listInvites } from './invites.service.ts';

const departmentParams = z.object({ departmentId: z.string().uuid() });
const memberParams = departmentParams.extend({ userId: z.string().uuid() });
const userParams = z.object({ userId: z.string().uuid() });
const inviteParams = z.object({ inviteId: z.string().uuid() });
const departmentResponse = z.object({ is_success: z.literal(true), department: departmentSchema });
const userResponse = z.object({ is_success: z.literal(true), user: userSchema });
const inviteResponse = z.object({ is_success: z.literal(true), invite: inviteSchema });
const inviteListResponse = z.object({
  is_success: z.literal(true),
  invites: z.array(inviteSchema),
});
const guarded = { tags: ['company admin'], security: [{ bearerAuth: [] }] };
const errors = errorResponses(400, 401, 403, 404, 409);

/** Company set-up for admins (the mobile apps' management screens): departments, people, invites. */
export const companyAdminRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addHook('onRequest', app.authenticate);
  const baseUrl = (host: string, protocol: string) => config.publicUrl ?? `${protocol}://${host}`;

  app.post(
    '/api/company/departments',
    {
      schema: {
        ...guarded,
        summary: 'Create a department',
        body: departmentInputSchema,
        response: { 201: departmentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const department = await createDepartment(db, sessionOf(request), request.body);
      return reply
        .code(201)
        .send({ is_success: true as const, department: presentDepartment(department) });
    },
  );

  app.patch(
    '/api/company/departments/:departmentId',
    {
      schema: {
        ...guarded,
        summary: 'Rename or describe a department',
        params: departmentParams,
        body: departmentUpdateSchema,
        response: { 200: departmentResponse, ...errors },
      },
    },
    async (request) => {
      const department = await renameDepartment(
        db,
        sessionOf(request),
        request.params.departmentId,
        request.body,
      );
      return { is_success: true as const, department: presentDepartment(department) };
    },
  );

  app.delete(
    '/api/company/departments/:departmentId',
    {
      schema: {
        ...guarded,
        summary: 'Delete a department; its tasks keep no department',
        params: departmentParams,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeDepartment(db, sessionOf(request), request.params.departmentId);
      return { is_success: true as const };
    },
  );

  app.put(
    '/api/company/departments/:departmentId/members/:userId',
    {
      schema: {
        ...guarded,
        summary: 'Add a person to a department',
        params: memberParams,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setMembership(
        db,
        sessionOf(request),
        request.params.departmentId,
        request.params.userId,
        true,
      );
      return { is_success: true as const };
    },
  );

  app.delete(
    '/api/company/departments/:departmentId/members/:userId',
    {
      schema: {
        ...guarded,
        summary: 'Remove a person from a department',
        params: memberParams,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setMembership(
        db,
        sessionOf(request),
        request.params.departmentId,
        request.params.userId,
        false,
      );
      return { is_success: true as const };
    },
  );

  app.patch(
    '/api/company/users/:userId',
    {
      schema: {
        ...guarded,
        summary: 'Mark or unmark a supervisor',
        params: userParams,
        body: userRoleUpdateSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const user = await setSupervisor(
        db,
        sessionOf(request),
        request.params.userId,
        request.body.isSupervisor,
      );
      return { is_success: true as const, user: presentUser(await withDepartments(db, user)) };
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/company/users/:userId/${action}`,
      {
        schema: {
          ...guarded,
          summary: active ? 'Reactivate a user' : 'Deactivate a user and end their sessions',
          params: userParams,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request) => {
        const user = await setActive(db, sessionOf(request), request.params.userId, active);
        return { is_success: true as const, user: presentUser(await withDepartments(db, user)) };
      },
    );
  }

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
