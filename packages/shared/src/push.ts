import { z } from 'zod';

/**
 * Issue 30: Web Push. The browser subscribes with the server's VAPID public key and sends the
 * subscription here; the server encrypts each message for it (RFC 8291) and signs its request
 * to the push service (RFC 8292).
 */
export const PUSH_KEY_PATH = '/api/push/key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

export const pushKeyResponseSchema = z.object({
  is_success: z.literal(true),
  /** The VAPID public key, base64url (an uncompressed P-256 point): applicationServerKey. */
  publicKey: z.string(),
});

const base64url = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} must be base64url` })
    .max(200, { error: `${what} is too long` });

/** What PushSubscription.toJSON() gives, as a browser sends it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .url({ error: 'endpoint must be a URL' })
    .max(2000, { error: 'endpoint is too long' })
    .refine((v) => /^https?:\/\//.test(v), { error: 'endpoint must be an http(s) URL' }),
  keys: z.object(
    { p256dh: base64url('keys.p256dh'), auth: base64url('keys.auth') },
    { error: 'keys { p256dh, auth } are required' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).max(2000),
});

/** What a push message carries to the service worker. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a tap opens (same origin). */
  url: z.string(),
  /** Messages with one tag replace each other on the device. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
