import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { healthDownSchema, healthOkSchema, type HealthDown, type HealthOk } from '@ronda/shared';
import { pingDatabase } from './health.repository.ts';

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthOkSchema, 503: healthDownSchema },
      },
    },
    async (_request, reply) => {
      if (await pingDatabase(pool, PING_TIMEOUT_MS)) {
        const body: HealthOk = { status: 'ok', database: 'ok' };
        return reply.header('Cache-Control', 'no-store').send(body);
      }
      const body: HealthDown = {
        is_success: false,
        message: 'The database is unreachable',
        status: 'error',
        database: 'unreachable',
      };
      return reply.code(503).header('Cache-Control', 'no-store').send(body);
    },
  );
};
