import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  successResponseSchema,
} from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { deleteSubscription, saveSubscription } from '../../repositories/push.repository.ts';

const guarded = { tags: ['push'], security: [{ bearerAuth: [] }] };

/** Issue 30: Web Push subscriptions of the signed-in person's browsers and phones. */
export const pushRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicKey: () => Promise<string>;
}> = async (app, { db, publicKey }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    PUSH_KEY_PATH,
    {
      schema: {
        ...guarded,
        summary: "The server's VAPID public key, the applicationServerKey of a subscription",
        response: { 200: pushKeyResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ is_success: true as const, publicKey: await publicKey() }),
  );

  app.post(
    PUSH_SUBSCRIPTIONS_PATH,
    {
      schema: {
        ...guarded,
        summary:
          "Keeps this browser's push subscription (PushSubscription.toJSON()) for the signed-in person",
        body: pushSubscriptionSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { actor, sessionId } = sessionOf(request);
      await saveSubscription(db.$client, { ...actor, sessionId }, request.body);
      return { is_success: true as const };
    },
  );

  app.delete(
    PUSH_SUBSCRIPTIONS_PATH,
    {
      schema: {
        ...guarded,
        summary: "Forgets one of the signed-in person's push subscriptions (by its endpoint)",
        body: pushUnsubscribeSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await deleteSubscription(db.$client, sessionOf(request).actor.userId, request.body.endpoint);
      return { is_success: true as const };
    },
  );
};
