import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createPushSender, type PushSender } from '../adapters/web-push.ts';
import type { Config } from '../config.ts';
import { PushDispatcher } from './deliver-pushes.ts';
import { loadVapidKeys } from './vapid-keys.ts';

/** What the server needs for Web Push: the public key it gives browsers, and the sending. */
export interface PushService {
  publicKey: string;
  send: PushSender;
  dispatcher: PushDispatcher;
}

/** The VAPID keys (configured, or kept in the database), the sender and this process's dispatcher. */
export async function createPushService(
  pool: pg.Pool,
  config: Config['push'],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<PushService> {
  const keys = await loadVapidKeys(pool, config.keys);
  const send = createPushSender({ subject: config.subject, ...keys });
  const dispatcher = new PushDispatcher(pool, send, (err) =>
    log.warn({ err }, 'push messages could not be sent; the send-push job tries again'),
  );
  return { publicKey: keys.publicKey, send, dispatcher };
}
