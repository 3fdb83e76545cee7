import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createPushSender, type PushSender } from '../adapters/web-push.ts';
import type { Config } from '../config.ts';
import { PushDispatcher } from './deliver-pushes.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** What the server needs for Web Push: the public key it gives browsers, and the sending. */
export interface PushService {
  publicKey: () => Promise<string>;
  send: PushSender;
  dispatcher: PushDispatcher;
}

/**
 * The VAPID keys (configured, or kept in the database), the sender and this process's
 * dispatcher. The keys are read when first needed, not at start: a server whose database is
 * down still starts and answers 503 until it is back (issue 26); a failed read is tried again.
 */
export function createPushService(
  pool: pg.Pool,
  config: Config['push'],
  log: Pick<FastifyBaseLogger, 'warn'>,
): PushService {
  let keys: Promise<VapidKeys> | undefined;
  const load = () =>
    (keys ??= loadVapidKeys(pool, config.keys).catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
  let sender: PushSender | undefined;
  const send: PushSender = async (target, message) => {
    sender ??= createPushSender({ subject: config.subject, ...(await load()) });
    return sender(target, message);
  };
  const dispatcher = new PushDispatcher(pool, send, (err) =>
    log.warn({ err }, 'push messages could not be sent; the send-push job tries again'),
  );
  return { publicKey: async () => (await load()).publicKey, send, dispatcher };
}
