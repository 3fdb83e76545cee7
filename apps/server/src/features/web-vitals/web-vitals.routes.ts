import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEB_VITALS_PATH, webVitalReportSchema } from '@ronda/shared';
import { errorResponses } from '../../lib/error-responses.ts';

// A page view sends at most one report per metric (five), a few more when a tab is reopened:
// 60 a minute is generous for a person and keeps one address from flooding the log.
const rateLimit = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Real-user page speed from the web app. Anonymous, like the pages it measures. Each report is
 * one structured log line (`webVital`), so the log pipeline that already holds request timings
 * can chart it by page; nothing is stored in the database.
 */
export const webVitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WEB_VITALS_PATH,
    {
      bodyLimit: 1024,
      config: { rateLimit },
      schema: {
        tags: ['public site'],
        summary: 'One page-speed measurement (Core Web Vitals) from a visitor’s browser',
        body: webVitalReportSchema,
        response: { 204: z.null().describe('Received'), ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      request.log.info({ webVital: request.body }, 'web vital');
      return reply.code(204).send(null);
    },
  );
};
