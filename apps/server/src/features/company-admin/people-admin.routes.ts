import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDepartmentsUpdateSchema, userRoleUpdateSchema, userSchema } from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentUser } from '../../presenters/people.presenter.ts';
import { withDepartments, type UserRow } from '../../repositories/people.repository.ts';
import { errors, guarded } from './company-admin.schemas.ts';
import { setActive, setDepartments, setSupervisor } from './people-admin.service.ts';

const userParams = z.object({ userId: z.string().uuid() });
const userResponse = z.object({ is_success: z.literal(true), user: userSchema });

/** Admins change a person's role, departments and whether they may sign in. */
export const peopleAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const answer = async (user: UserRow) => ({
    is_success: true as const,
    user: presentUser(await withDepartments(db, user)),
  });

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
    async (request) =>
      answer(
        await setSupervisor(
          db,
          sessionOf(request),
          request.params.userId,
          request.body.isSupervisor,
        ),
      ),
  );

  app.put(
    '/api/company/users/:userId/departments',
    {
      schema: {
        ...guarded,
        summary: 'Move a person: their departments become exactly the ones given',
        params: userParams,
        body: userDepartmentsUpdateSchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) =>
      answer(
        await setDepartments(
          db,
          sessionOf(request),
          request.params.userId,
          request.body.departmentIds,
        ),
      ),
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
      async (request) =>
        answer(await setActive(db, sessionOf(request), request.params.userId, active)),
    );
  }
};
