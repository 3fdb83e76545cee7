import webpush from 'web-push';
import type { PushMessage } from '@ronda/shared';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Sends one push message; where it goes is the subscription's push service (its endpoint). */
export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/**
 * Standard Web Push through the web-push library: the message encrypted for the subscription
 * (RFC 8291, aes128gcm) and the request signed with the server's VAPID key (RFC 8292). A push
 * service that answers 404 or 410 says the subscription is gone for good; anything else that
 * fails may work next time.
 */
export function createPushSender(vapid: {
  subject: string;
  publicKey: string;
  privateKey: string;
}): PushSender {
  return async (target, message) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: vapid, TTL: 24 * 3600, timeout: 10_000, contentEncoding: 'aes128gcm' },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  };
}
