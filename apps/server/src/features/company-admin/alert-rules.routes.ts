import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertRulesResponseSchema, alertRulesSchema } from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getAlertRules, updateAlertRules } from './alert-rules.service.ts';
import { errors, guarded } from './company-admin.schemas.ts';

/** Issue 30: which alerts a company raises; registered under the profile's auth. */
export const alertRulesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/company/alert-rules',
    {
      schema: {
        ...guarded,
        summary:
          'The alert rules, each on or off with its threshold: late-punch-in, silent, left-site, low-battery, mock-location, task-overdue, customer-request (admins, supervisors)',
        response: { 200: alertRulesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      is_success: true as const,
      rules: await getAlertRules(db, sessionOf(request)),
    }),
  );

  app.put(
    '/api/company/alert-rules',
    {
      schema: {
        ...guarded,
        summary: 'Replace the alert rules, all at once; each changed rule is audited (admins)',
        body: alertRulesSchema,
        response: { 200: alertRulesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      is_success: true as const,
      rules: await updateAlertRules(db, sessionOf(request), request.body),
    }),
  );
};
