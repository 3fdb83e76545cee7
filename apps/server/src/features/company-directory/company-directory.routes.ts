import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyUsersQuerySchema,
  companyUsersResponseSchema,
  customersResponseSchema,
  departmentsResponseSchema,
  employeesResponseSchema,
} from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentUser } from '../../presenters/people.presenter.ts';
import {
  assignableUsers,
  customersOf,
  departmentsOf,
  employeesOf,
} from './company-directory.service.ts';

const guarded = { tags: ['company directory'], security: [{ bearerAuth: [] }] };
const companyParams = z.object({ companyId: z.string().uuid({ error: 'must be a company id' }) });
const errors = errorResponses(400, 401, 403, 404);

/** The lists the Tasks page chooses from (console.md §7), each scoped by role. */
export const companyDirectoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/departments/:companyId',
    {
      schema: {
        ...guarded,
        summary: "The company's departments",
        params: companyParams,
        response: { 200: departmentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await departmentsOf(db, sessionOf(request), request.params.companyId);
      return {
        is_success: true as const,
        departments: rows.map((d) => ({ id: d.id, name: d.name, description: d.description })),
      };
    },
  );

  app.get(
    '/api/companies/:companyId/employees',
    {
      schema: {
        ...guarded,
        summary: 'The people the caller may see',
        params: companyParams,
        response: { 200: employeesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const people = await employeesOf(db, sessionOf(request), request.params.companyId);
      return { is_success: true as const, employees: people.map(presentUser) };
    },
  );

  app.get(
    '/api/companies/users',
    {
      schema: {
        ...guarded,
        summary: 'Active people a task can be given to (a supervisor’s teams with supervisorId)',
        querystring: companyUsersQuerySchema,
        response: { 200: companyUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const people = await assignableUsers(db, sessionOf(request), request.query.supervisorId);
      return { is_success: true as const, users: people.map(presentUser) };
    },
  );

  app.get(
    '/api/companies/:companyId/customers',
    {
      schema: {
        ...guarded,
        summary: "The company's customers",
        params: companyParams,
        response: { 200: customersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await customersOf(db, sessionOf(request), request.params.companyId);
      return {
        is_success: true as const,
        customers: rows.map((c) => ({
          id: c.id,
          name: c.name,
          email: c.email,
          phone: c.phone,
          companyId: c.companyId,
        })),
      };
    },
  );
};
