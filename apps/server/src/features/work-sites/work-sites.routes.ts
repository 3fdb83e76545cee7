import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  successResponseSchema,
  workSiteInputSchema,
  workSiteResponseSchema,
  workSitesResponseSchema,
  workSiteUpdateSchema,
  type WorkSite,
} from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { WorkSiteRow } from '../../repositories/work-sites.repository.ts';
import {
  changeWorkSite,
  createWorkSite,
  removeWorkSite,
  workSitesOf,
} from './work-sites.service.ts';

const guarded = { tags: ['work sites'], security: [{ bearerAuth: [] }] };
const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ workSiteId: z.string().uuid({ error: 'must be a work site id' }) });

const present = (row: WorkSiteRow): WorkSite => ({
  id: row.id,
  name: row.name,
  lat: row.lat,
  lng: row.lng,
  radiusMeters: row.radiusMeters,
  customerId: row.customerId,
  departmentId: row.departmentId,
});

/** Work sites for geofenced punches (beyond the spec): admins manage them, everyone reads them. */
export const workSiteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/company/work-sites',
    {
      schema: {
        ...guarded,
        summary: "The company's work sites",
        response: { 200: workSitesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      is_success: true as const,
      workSites: (await workSitesOf(db, sessionOf(request))).map(present),
    }),
  );

  app.post(
    '/api/company/work-sites',
    {
      schema: {
        ...guarded,
        summary: 'Add a work site (admins)',
        body: workSiteInputSchema,
        response: { 201: workSiteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createWorkSite(db, sessionOf(request), request.body);
      return reply.code(201).send({ is_success: true as const, workSite: present(row) });
    },
  );

  app.patch(
    '/api/company/work-sites/:workSiteId',
    {
      schema: {
        ...guarded,
        summary: 'Rename, move or resize a work site (admins)',
        params,
        body: workSiteUpdateSchema,
        response: { 200: workSiteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await changeWorkSite(
        db,
        sessionOf(request),
        request.params.workSiteId,
        request.body,
      );
      return { is_success: true as const, workSite: present(row) };
    },
  );

  app.delete(
    '/api/company/work-sites/:workSiteId',
    {
      schema: {
        ...guarded,
        summary: 'Remove a work site (admins)',
        params,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeWorkSite(db, sessionOf(request), request.params.workSiteId);
      return { is_success: true as const };
    },
  );
};
