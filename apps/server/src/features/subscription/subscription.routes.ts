import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionStatsResponseSchema } from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentSeats } from './subscription.presenter.ts';
import { seatsOf } from './subscription.service.ts';

/** The Monthly Subscription page's numbers (console.md §2, §7, §9). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/companies/active-users-count',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['company directory'],
        security: [{ bearerAuth: [] }],
        summary: 'Billed seats (active people, each once) and the monthly total',
        response: { 200: subscriptionStatsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      is_success: true as const,
      data: presentSeats(await seatsOf(db, sessionOf(request))),
    }),
  );
};
