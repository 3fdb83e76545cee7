import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
} from '@ronda/shared';
import { createGeocoder, geocoderUserAgent } from '../../adapters/geocoder.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { createGeoService } from './geo.service.ts';

export interface GeoRouteDeps {
  db: Database;
  config: Config;
}

// Anonymous: the public customer form searches as a visitor types (debounced 500 ms, from 3
// characters). 30 a minute covers a person; it stops one address from hogging our one upstream
// request per second.
const rateLimit = { max: 30, timeWindow: '1 minute' } as const;
const errors = errorResponses(400, 429, 502, 503);

/** Address search and reverse lookup through our server to GEOCODER_URL, cached in PostgreSQL. */
export const geoRoutes: FastifyPluginAsyncZod<GeoRouteDeps> = async (app, { db, config }) => {
  // One geocoder per app (so per process): its pacing is what keeps us at 1 request a second.
  const geocoder = createGeocoder({
    baseUrl: config.geocoderUrl,
    userAgent: geocoderUserAgent(config.supportEmail),
  });
  const geo = createGeoService({ db, geocoder, log: app.log });

  app.get(
    '/api/geo/search',
    {
      config: { rateLimit },
      schema: {
        tags: ['public site'],
        summary: 'Address suggestions for a typed address (the customer form)',
        querystring: geoSearchQuerySchema,
        response: { 200: geoSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({ is_success: true as const, results: await geo.search(request.query) }),
  );

  app.get(
    '/api/geo/reverse',
    {
      config: { rateLimit },
      schema: {
        tags: ['public site'],
        summary: 'The address at a point (the device location on the customer form)',
        querystring: geoReverseQuerySchema,
        response: { 200: geoReverseResponseSchema, ...errors },
      },
    },
    async (request) => ({ is_success: true as const, result: await geo.reverse(request.query) }),
  );
};
