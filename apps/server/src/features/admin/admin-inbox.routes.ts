import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import {
  adminCustomerRequestsQuerySchema,
  adminCustomerRequestsResponseSchema,
  adminSubmissionParamsSchema,
  adminSubmissionResponseSchema,
  adminSubmissionsQuerySchema,
  adminSubmissionsResponseSchema,
} from '@ronda/shared';
import { errorResponses } from '../../lib/error-responses.ts';
import {
  presentCustomerRequest,
  presentSubmission,
} from '../../presenters/admin-inbox.presenter.ts';
import { requireAdmin, type AdminGuardDeps } from './admin-guard.ts';
import { listCustomerRequests, listSubmissions, retryNotification } from './admin-inbox.service.ts';

/** The staff inbox beside the queue dashboard on /admin (issue 16). */
export const adminInboxRoutes: FastifyPluginAsyncZod<AdminGuardDeps & { queue: PgBoss }> = async (
  app,
  deps,
) => {
  // Before validation: an anonymous caller learns nothing about the query's shape.
  app.addHook('onRequest', requireAdmin(deps));

  app.get(
    '/api/admin/submissions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every stored public-site submission, newest first, with its notification state',
        querystring: adminSubmissionsQuerySchema,
        response: { 200: adminSubmissionsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await listSubmissions(deps.db, request.query);
      return { is_success: true as const, submissions: rows.map(presentSubmission), nextCursor };
    },
  );

  app.post(
    '/api/admin/submissions/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed or skipped staff notification again',
        params: adminSubmissionParamsSchema,
        response: { 200: adminSubmissionResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = await retryNotification(deps.db, deps.queue, request.params.id);
      return { is_success: true as const, submission: presentSubmission(row) };
    },
  );

  app.get(
    '/api/admin/customer-requests',
    {
      schema: {
        tags: ['admin'],
        summary: "Every company's customer requests, newest first, with their status",
        querystring: adminCustomerRequestsQuerySchema,
        response: { 200: adminCustomerRequestsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await listCustomerRequests(deps.db, request.query);
      return {
        is_success: true as const,
        requests: rows.map(presentCustomerRequest),
        nextCursor,
      };
    },
  );
};
