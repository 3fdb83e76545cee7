import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import {
  publicSubmissionSchema,
  requestSubmissionSchema,
  submissionResponseSchema,
} from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { acceptSubmission, SUBMISSION_MESSAGES } from './submissions.service.ts';

// Anonymous forms: small bodies, and a few sends per address per minute is plenty for a person.
const formLimits = (perMinute: number) =>
  ({
    bodyLimit: 16 * 1024,
    config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
  }) as const;
const responses = { 201: submissionResponseSchema, ...errorResponses(400, 413, 415, 429) };

export const submissionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  queue: PgBoss;
  perMinute: number;
}> = async (app, deps) => {
  app.post(
    '/api/notifications/slack',
    {
      ...formLimits(deps.perMinute),
      schema: {
        tags: ['public site'],
        summary:
          "The home page's request modal (demo, consultation, information): stored, then staff are notified",
        body: requestSubmissionSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { id, dropped } = await acceptSubmission(deps, request.body, {
        userAgent: request.headers['user-agent'],
      });
      if (dropped) request.log.info('honeypot filled in: submission dropped');
      return reply
        .code(201)
        .send({ is_success: true as const, id, message: SUBMISSION_MESSAGES[request.body.type] });
    },
  );

  app.post(
    '/api/submissions',
    {
      ...formLimits(deps.perMinute),
      schema: {
        tags: ['public site'],
        summary:
          'Contact, account deletion and pilot forms (the shared submit helper): stored, then staff are notified',
        body: publicSubmissionSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { id, dropped } = await acceptSubmission(deps, request.body, {
        userAgent: request.headers['user-agent'],
      });
      if (dropped) request.log.info('honeypot filled in: submission dropped');
      return reply
        .code(201)
        .send({ is_success: true as const, id, message: SUBMISSION_MESSAGES[request.body.type] });
    },
  );
};
