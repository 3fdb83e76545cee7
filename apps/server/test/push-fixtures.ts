import type pg from 'pg';
import { expect } from 'vitest';
import { PUSH_SUBSCRIPTIONS_PATH, pushMessageSchema, type PushMessage } from '@ronda/shared';
import { deliverPushes } from '../src/push/deliver-pushes.ts';
import { createPushService } from '../src/push/push-service.ts';
import { postAction } from './device-fixtures.ts';
import { browserKeys, decryptPush, type BrowserKeys } from './push-crypto.ts';
import type { PushStandIn } from './stand-ins/push-service.ts';

/** A browser's subscription at `path` of the stand-in push service, with keys the test holds. */
export async function subscribeBrowser(
  baseUrl: string,
  service: PushStandIn,
  token: string,
  path: string,
): Promise<BrowserKeys> {
  const keys = browserKeys();
  const res = await postAction(baseUrl, PUSH_SUBSCRIPTIONS_PATH, token, {
    endpoint: `${service.url}${path}`,
    keys: { p256dh: keys.p256dh, auth: keys.authText },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return keys;
}

/** The server's push service as a process starts it (keys from the database). */
export function pushServiceOf(pool: pg.Pool) {
  return createPushService(
    pool,
    { keys: undefined, subject: 'mailto:ops@example.com' },
    { warn: () => undefined },
  );
}

/** Sends what waits in the outbox now, as the send-push job does. */
export async function sendWaitingPushes(pool: pg.Pool): Promise<void> {
  await deliverPushes(pool, pushServiceOf(pool).send);
}

/** The messages one endpoint received after the `from`th delivery, decrypted with its keys. */
export function messagesAt(
  service: PushStandIn,
  path: string,
  keys: BrowserKeys,
  from: number,
): PushMessage[] {
  return service.received
    .slice(from)
    .filter((r) => r.path === path)
    .map((r) => pushMessageSchema.parse(JSON.parse(decryptPush(r.body, keys))));
}
