import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALERT_PREFERENCES_PATH,
  alertListQuerySchema,
  alertPreferencesResponseSchema,
  alertPreferencesSchema,
  alertsResponseSchema,
  successResponseSchema,
} from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getAlertPreferences, putAlertPreferences } from './alert-preferences.service.ts';
import { listAlerts, readAlert, readAllAlerts } from './alerts.service.ts';

const guarded = { tags: ['alerts'], security: [{ bearerAuth: [] }] };
const params = z.object({ alertId: z.string().uuid({ error: 'must be an alert id' }) });

/** Issue 30: the alerts a person may see, and marking them read. */
export const alertRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/alerts',
    {
      schema: {
        ...guarded,
        summary:
          'Alerts, open first and newest first: admins the company, supervisors their departments, employees their own tasks',
        querystring: alertListQuerySchema,
        response: { 200: alertsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      is_success: true as const,
      ...(await listAlerts(db, sessionOf(request), request.query.state)),
    }),
  );

  app.post(
    '/api/alerts/:alertId/read',
    {
      schema: {
        ...guarded,
        summary: 'Marks an alert read for the asker',
        params,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await readAlert(db, sessionOf(request), request.params.alertId);
      return { is_success: true as const };
    },
  );

  app.post(
    '/api/alerts/read',
    {
      schema: {
        ...guarded,
        summary: 'Marks every alert the asker may see read',
        response: { 200: successResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await readAllAlerts(db, sessionOf(request));
      return { is_success: true as const };
    },
  );

  app.get(
    ALERT_PREFERENCES_PATH,
    {
      schema: {
        ...guarded,
        summary:
          "The alert rules pushed to the asker's browsers and phones (admins and supervisors; every rule until they choose)",
        response: { 200: alertPreferencesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      is_success: true as const,
      ...(await getAlertPreferences(db, sessionOf(request))),
    }),
  );

  app.put(
    ALERT_PREFERENCES_PATH,
    {
      schema: {
        ...guarded,
        summary: "Chooses the alert rules pushed to the asker's browsers and phones",
        body: alertPreferencesSchema,
        response: { 200: alertPreferencesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      is_success: true as const,
      ...(await putAlertPreferences(db, sessionOf(request), request.body.kinds)),
    }),
  );
};
