import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export interface GeoRouteDeps {
  db: Database;
  config: Config;
}

/** Address search and reverse lookup through our server to GEOCODER_URL (being built). */
export const geoRoutes: FastifyPluginAsyncZod<GeoRouteDeps> = async () => {};
