import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingQuerySchema, trackingResponseSchema } from '@ronda/shared';
import type { RouteMatcher } from '../../adapters/route-matcher.ts';
import type { Database } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentTracking } from './tracking.presenter.ts';
import { trackDay } from './tracking.service.ts';

/** console.md §7 GET /api/location/tracking, scoped by role (ARCHITECTURE.md §5). */
export const trackingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  queue?: Queue;
  matcher?: RouteMatcher;
}> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/api/location/tracking',
    {
      schema: {
        tags: ['team activity'],
        security: [{ bearerAuth: [] }],
        summary: "A person's local day as trips, visited places and gaps",
        querystring: trackingQuerySchema,
        response: { 200: trackingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => presentTracking(await trackDay(deps, sessionOf(request), request.query)),
  );
};
