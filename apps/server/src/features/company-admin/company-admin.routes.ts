import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  departmentInputSchema,
  departmentSchema,
  departmentUpdateSchema,
  successResponseSchema,
} from '@ronda/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentDepartment } from './company-admin.presenter.ts';
import {
  createDepartment,
  removeDepartment,
  renameDepartment,
  setMembership,
} from './company-admin.service.ts';
import { peopleAdminRoutes } from './people-admin.routes.ts';
import { errors, guarded } from './company-admin.schemas.ts';
import { inviteRoutes } from './invites.routes.ts';

const departmentParams = z.object({ departmentId: z.string().uuid() });
const memberParams = departmentParams.extend({ userId: z.string().uuid() });
const departmentResponse = z.object({ is_success: z.literal(true), department: departmentSchema });

/** Company set-up for admins (the mobile apps' management screens): departments, people, invites. */
export const companyAdminRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addHook('onRequest', app.authenticate);

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

  await app.register(peopleAdminRoutes, { db });
  await app.register(inviteRoutes, { db, config });
};
