import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { LIVE_EVENTS, LIVE_HEARTBEAT_MS } from '@ronda/shared';
import { peopleScope, scopeKeyOf } from '../../auth/access-policy.ts';
import { requireOwnCompany } from '../../auth/require.ts';
import { resolveSession } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentAlert } from '../../presenters/alert.presenter.ts';
import { latestLocationJson } from '../../presenters/latest-location.presenter.ts';
import { findVisibleAlert } from '../../repositories/alerts.repository.ts';
import { findLatestLocations } from '../../repositories/latest-locations.repository.ts';
import type { LatestBoard } from '../../live/latest-board.ts';
import type { LiveHub } from '../../live/live-hub.ts';

const params = z.object({ companyId: z.string().uuid({ error: 'must be a company id' }) });
const RECONNECT_AFTER_MS = 3000;

/**
 * Server-Sent Events of moving people for the console. Read it with fetch and the Authorization
 * header (never a token in the URL). On every connection the first event is a snapshot, so a
 * client that reconnects has missed nothing; then one `location` event per moved person.
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  db: Database;
  hub: LiveHub;
  board: LatestBoard;
  sessionSecret: string;
}> = async (app, { db, hub, board, sessionSecret }) => {
  const streams = new Set<ServerResponse>();
  // Open streams would keep close() waiting for ever: end them first.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/api/companies/:companyId/live',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['team activity'],
        security: [{ bearerAuth: [] }],
        summary:
          'Live positions, activity and alerts (text/event-stream: a snapshot event, then location, activity and alert events)',
        params,
        response: { 200: z.string(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const companyId = requireOwnCompany(session, request.params.companyId);
      const scope = peopleScope(session.actor);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

      reply.hijack();
      const raw = reply.raw;
      // Hijacked: the headers other hooks set (security headers, request id) are copied over.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx must pass each event on at once instead of buffering.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
      streams.add(raw);

      // `json` is one line of JSON text (JSON never holds a raw line break).
      const send = (event: string, json: string) => {
        if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${json}\n\n`);
      };
      // One read at a time per stream, so an older answer can never overtake a newer one.
      let queue = Promise.resolve();
      const enqueue = (work: () => Promise<void>) => {
        queue = queue.then(work).catch((err: unknown) => {
          request.log.error({ err }, 'live stream read failed');
          raw.end();
        });
      };
      const snapshot = () =>
        enqueue(async () => {
          const records = await board.recordsJson(companyId, scope);
          send(LIVE_EVENTS.snapshot, `{"locations":${records}}`);
        });

      // Subscribe before the snapshot is read, so a move in between is not lost.
      const unsubscribe = hub.subscribe(companyId, {
        moved: (userIds) =>
          enqueue(async () => {
            const rows = await findLatestLocations(db, companyId, scope, {
              excludeNoLocation: true,
              userIds,
            });
            for (const row of rows) send(LIVE_EVENTS.location, latestLocationJson(row));
          }),
        // Only people this viewer may see; the client reloads that person's day if it shows it.
        activity: (userId, kind) =>
          enqueue(async () => {
            const visible =
              scope.kind === 'company' ||
              (
                await findLatestLocations(db, companyId, scope, {
                  excludeNoLocation: false,
                  userIds: [userId],
                })
              ).length > 0;
            if (visible) send(LIVE_EVENTS.activity, JSON.stringify({ employeeId: userId, kind }));
          }),
        // Issue 30: an alert this viewer may see, as the alerts list gives it.
        alert: (alertId) =>
          enqueue(async () => {
            const row = await findVisibleAlert(db.$client, session.actor, alertId);
            if (row) send(LIVE_EVENTS.alert, JSON.stringify(presentAlert(row)));
          }),
        resync: snapshot,
      });
      snapshot();

      const finish = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(raw);
      };
      // A comment line keeps proxies from closing a quiet stream. The session is checked too:
      // signing out, being deactivated or a change of role or departments (another scope) ends
      // the stream within one heartbeat, and the client reconnects with what it may see now.
      const heartbeat = setInterval(() => {
        if (raw.destroyed) return finish();
        enqueue(async () => {
          const live = await resolveSession(db, sessionSecret, token, new Date());
          if (!live || scopeKeyOf(peopleScope(live.actor)) !== scopeKeyOf(scope)) raw.end();
          else if (!raw.writableEnded) raw.write(': heartbeat\n\n');
        });
      }, LIVE_HEARTBEAT_MS);
      raw.on('close', finish);
      // The client may have gone while it was being signed in: 'close' has then been and gone.
      if (raw.destroyed) finish();
    },
  );
};
