import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapsLinkQuerySchema, mapsLinkResponseSchema } from '@ronda/shared';
import {
  createMapsLinkExpander,
  type MapsLinkExpander,
} from '../../adapters/maps-link-expander.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { createMapsLinkService } from './maps-link.service.ts';

export interface MapsLinkRouteDeps {
  /** Defaults to following links to Google over the internet. */
  expander?: MapsLinkExpander;
}

// As the address lookups: a person pastes a link now and then; this stops a loop from making
// our server a client of Google's shortener.
const rateLimit = { max: 30, timeWindow: '1 minute' } as const;
const errors = errorResponses(400, 401, 429, 502);

/** The console's task location picker reads Google Maps links here (console.md §7, §8). */
export const mapsLinkRoutes: FastifyPluginAsyncZod<MapsLinkRouteDeps> = async (app, deps) => {
  const mapsLinks = createMapsLinkService({
    expander: deps.expander ?? createMapsLinkExpander(),
    log: app.log,
  });

  app.get(
    '/api/geo/maps-link',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags: ['tasks'],
        security: [{ bearerAuth: [] }],
        summary: 'The place a Google Maps link points at; short links are followed first',
        querystring: mapsLinkQuerySchema,
        response: { 200: mapsLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({
      is_success: true as const,
      ...(await mapsLinks.read(request.query.url)),
    }),
  );
};
