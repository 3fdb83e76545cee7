import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import {
  healthDownSchema,
  healthOkSchema,
  readyDownSchema,
  readyOkSchema,
  type HealthDown,
  type HealthOk,
} from '@ronda/shared';
import type { Queue } from '../../jobs/queue.ts';
import { pingDatabase } from './health.repository.ts';
import { notReadyMessage, readiness } from './readiness.ts';

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; queue?: Queue }> = async (
  app,
  { pool, queue },
) => {
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations applied, job queue running',
        response: { 200: readyOkSchema, 503: readyDownSchema },
      },
    },
    async (_request, reply) => {
      const checks = await readiness(pool, queue);
      reply.header('Cache-Control', 'no-store');
      const ready = Object.values(checks).every((value) => value === 'ok');
      if (ready) return reply.send({ status: 'ready' as const, checks });
      return reply.code(503).send({
        is_success: false as const,
        message: notReadyMessage(checks),
        status: 'not ready' as const,
        checks,
      });
    },
  );

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
