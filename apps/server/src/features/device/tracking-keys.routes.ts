import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  createTrackingKeyRequestSchema,
  createTrackingKeyResponseSchema,
  OSMAND_PATH,
  successResponseSchema,
  TRACKING_KEYS_PATH,
  trackingKeyParamsSchema,
  trackingKeysQuerySchema,
  trackingKeysResponseSchema,
} from '@ronda/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentTrackingKey } from './tracking-keys.presenter.ts';
import {
  createTrackingKey,
  listTrackingKeys,
  revokeOwnedTrackingKey,
} from './tracking-keys.service.ts';

const guarded = { tags: ['device'], security: [{ bearerAuth: [] }] };

/**
 * Tracking keys for Traccar Client and other OsmAnd-protocol apps (ARCHITECTURE.md §4): made,
 * listed and revoked with a session; the key itself is answered once, when it is made.
 */
export const trackingKeyRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addHook('onRequest', app.authenticate);

  /** The server address to type into the app: PUBLIC_URL, else the address this request used. */
  const osmandUrlFor = (request: FastifyRequest) =>
    `${config.publicUrl ?? `${request.protocol}://${request.host}`}${OSMAND_PATH}`;

  app.post(
    TRACKING_KEYS_PATH,
    {
      schema: {
        ...guarded,
        summary: 'Make a tracking key for Traccar Client (yours, or an admin’s for anyone)',
        description:
          'Answers the key (the app’s device identifier, shown only now) and the server URL to type into the app.',
        body: createTrackingKeyRequestSchema,
        response: {
          201: createTrackingKeyResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const created = await createTrackingKey(
        db,
        sessionOf(request).actor,
        request.body,
        new Date(),
      );
      return reply.code(201).send({
        is_success: true as const,
        key: created.key,
        url: osmandUrlFor(request),
        trackingKey: presentTrackingKey(created.row),
      });
    },
  );

  app.get(
    TRACKING_KEYS_PATH,
    {
      schema: {
        ...guarded,
        summary: 'Live tracking keys (without the secret): yours, or the company’s for an admin',
        querystring: trackingKeysQuerySchema,
        response: { 200: trackingKeysResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await listTrackingKeys(db, sessionOf(request).actor, request.query.userId);
      return {
        is_success: true as const,
        url: osmandUrlFor(request),
        trackingKeys: rows.map(presentTrackingKey),
      };
    },
  );

  app.delete(
    `${TRACKING_KEYS_PATH}/:id`,
    {
      schema: {
        ...guarded,
        summary: 'Revoke a tracking key: the app’s next fix answers 401',
        params: trackingKeyParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await revokeOwnedTrackingKey(db, sessionOf(request).actor, request.params.id, new Date());
      return { is_success: true as const };
    },
  );
};
