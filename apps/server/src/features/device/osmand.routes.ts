import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OSMAND_PATH,
  osmandBodySchema,
  osmandFieldsSchema,
  type OsmandBody,
  type OsmandFields,
} from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { readOsmandRequest } from './osmand-fixes.ts';
import { ingestOsmandRequest } from './osmand.service.ts';
import { hashTrackingKey } from './tracking-key-secrets.ts';

/**
 * Flood limits a minute. A phone back online re-sends its buffer one fix a request as fast as
 * it can (Traccar Client 8.x), so one key may send 10 a second; an address may carry many
 * phones (a carrier's NAT, an office's Wi-Fi), so it gets twice that.
 */
const PER_KEY_PER_MINUTE = 600;
const PER_ADDRESS_PER_MINUTE = 1200;
// Traccar's JSON batch of 1,000 fixes with every field is about 400 KB.
const BODY_LIMIT = 2 * 1024 * 1024;

const schema = {
  tags: ['device'],
  description:
    'The OsmAnd protocol (Traccar Client, OsmAnd and other GPS apps) with a tracking key as the device identifier (`id`, `deviceid`, or `device_id` in JSON). Fields in the query string (GET or POST) or a form body: `id, lat, lon` (or `location=lat,lon`), `timestamp` (Unix seconds or ms, ISO 8601, or yyyy-MM-dd HH:mm:ss UTC), `speed` (knots), `bearing`, `altitude`, `accuracy`, `batt` (percent), `charge`. Or Traccar Client 9.x JSON `{ location, device_id }` with `location` one record or a list. Answers 200 with an empty body when read, even when a fix is refused (it is counted on the key); 400 when the request cannot be read; 401 for an unknown or revoked key.',
  querystring: osmandFieldsSchema,
  response: {
    200: z.literal('').describe('Read: an empty body'),
    ...errorResponses(400, 401, 413, 415, 429),
  },
};

/**
 * /api/osmand: positions from apps that speak the OsmAnd protocol, identified by a tracking key
 * rather than a session. The fixes take the device API's ingest into storage.
 */
export const osmandRoutes: FastifyPluginAsyncZod<{
  db: Database;
  rateLimitMultiplier: number;
}> = async (app, { db, rateLimitMultiplier }) => {
  // Traccar Client 10.x posts the fields form-encoded; only this plugin reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // Per key as well as per address: the limiter reads the key this request was found to carry.
  const keyHashes = new WeakMap<FastifyRequest, string>();
  const perKey = app.createRateLimit({
    max: PER_KEY_PER_MINUTE * rateLimitMultiplier,
    timeWindow: 60_000,
    keyGenerator: (request) => `osmand-key:${keyHashes.get(request) ?? request.ip}`,
  });

  const receive = async (request: FastifyRequest, query: OsmandFields, body: OsmandBody) => {
    const now = new Date();
    const read = readOsmandRequest(query, body, now);
    keyHashes.set(request, hashTrackingKey(read.key));
    const limit = await perKey(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new ApiError(
        429,
        `Too many requests. Please wait ${limit.ttlInSeconds} seconds and try again.`,
      );
    }
    const outcome = await ingestOsmandRequest(db, read, now);
    if (outcome.refused.length > 0) {
      // The request still answers 200 (see the service); the log and the key's count say why.
      request.log.info(
        {
          trackingKeyId: outcome.keyId,
          refused: outcome.refused.length,
          reason: outcome.refused[0],
        },
        'osmand fixes refused',
      );
    }
  };

  const config = { rateLimit: { max: PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    OSMAND_PATH,
    {
      config,
      // A HEAD request must not store a fix: no automatic HEAD twin for this GET.
      exposeHeadRoute: false,
      schema: { ...schema, summary: 'Receive a position (OsmAnd protocol, query string)' },
    },
    async (request, reply) => {
      await receive(request, request.query, undefined);
      return reply.code(200).send('');
    },
  );

  app.post(
    OSMAND_PATH,
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...schema,
        summary: 'Receive positions (OsmAnd query string or form body, or Traccar Client JSON)',
        body: osmandBodySchema,
      },
    },
    async (request, reply) => {
      await receive(request, request.query, request.body);
      return reply.code(200).send('');
    },
  );
};
