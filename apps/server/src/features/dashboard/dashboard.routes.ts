import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsResponseSchema } from '@ronda/shared';
import { peopleScope, taskScope } from '../../auth/access-policy.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { readDashboardStats } from './dashboard.repository.ts';

/** GET /api/company/stats (console.md §3 Dashboard stats, §7), counted within the caller's scope. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/company/stats',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary: "The dashboard's four numbers",
        response: { 200: dashboardStatsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { actor, company } = sessionOf(request);
      const row = await readDashboardStats(
        db,
        actor.companyId,
        company.timezone,
        peopleScope(actor),
        taskScope(actor),
      );
      return {
        is_success: true as const,
        data: {
          activeUsers: row.active_users,
          activeTasks: row.active_tasks,
          completedTasksToday: row.completed_today,
          incomingTasksToday: row.incoming_today,
        },
      };
    },
  );
};
