import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyChangesQuerySchema,
  companyChangesResponseSchema,
  companySchema,
  companyUpdateSchema,
} from '@ronda/shared';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentCompany } from '../../presenters/people.presenter.ts';
import { presentChange } from './company-admin.presenter.ts';
import { errors, guarded } from './company-admin.schemas.ts';
import { recentChanges, updateCompany } from './company-profile.service.ts';
import { reportSettingsRoutes } from './report-settings.routes.ts';
import { alertRulesRoutes } from './alert-rules.routes.ts';

const companyResponse = z.object({ is_success: z.literal(true), company: companySchema });

/** The company's own details, its report settings, and its audit trail. */
export const companyProfileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: Storage;
}> = async (app, { db, storage }) => {
  app.addHook('onRequest', app.authenticate);

  app.patch(
    '/api/company',
    {
      schema: {
        ...guarded,
        summary: "Edit the company's details, time zone and logo",
        body: companyUpdateSchema,
        response: { 200: companyResponse, ...errors },
      },
    },
    async (request) => ({
      is_success: true as const,
      company: presentCompany(await updateCompany(db, storage, sessionOf(request), request.body)),
    }),
  );

  app.get(
    '/api/company/changes',
    {
      schema: {
        ...guarded,
        summary: "Recent changes to the company's set-up (audit trail), newest first",
        querystring: companyChangesQuerySchema,
        response: { 200: companyChangesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await recentChanges(db, sessionOf(request), request.query.limit);
      return { is_success: true as const, changes: rows.map(presentChange) };
    },
  );

  await app.register(reportSettingsRoutes, { db });
  await app.register(alertRulesRoutes, { db });
};
