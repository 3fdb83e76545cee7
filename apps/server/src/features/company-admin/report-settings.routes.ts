import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportSettingsResponseSchema, reportSettingsSchema } from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { errors, guarded } from './company-admin.schemas.ts';
import { getReportSettings, updateReportSettings } from './report-settings.service.ts';

/** The settings the reports judge a day by (issue 29); registered under the profile's auth. */
export const reportSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/company/report-settings',
    {
      schema: {
        ...guarded,
        summary:
          'The report settings: working days, shift and grace, half-day and absent thresholds, holidays, rates per km (admins, supervisors)',
        response: { 200: reportSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      is_success: true as const,
      settings: await getReportSettings(db, sessionOf(request)),
    }),
  );

  app.put(
    '/api/company/report-settings',
    {
      schema: {
        ...guarded,
        summary: 'Replace the report settings, all parts at once; each change is audited (admins)',
        body: reportSettingsSchema,
        response: { 200: reportSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      is_success: true as const,
      settings: await updateReportSettings(db, sessionOf(request), request.body),
    }),
  );
};
