import { z } from 'zod';

/**
 * Tracking keys: the secret a GPS app (Traccar Client, OsmAnd) sends as its device identifier to
 * /api/osmand. A person makes their own; an admin can make one for anyone in the company.
 */
export const TRACKING_KEYS_PATH = '/api/device/tracking-keys';
/** Live keys one person may hold: a phone each, with room for a spare. */
export const MAX_TRACKING_KEYS_PER_PERSON = 10;

export const createTrackingKeyRequestSchema = z
  .object({
    /** Admins only: whose key it is. Absent: the caller's own. */
    userId: z.uuid({ error: 'userId must be a person’s id' }).optional(),
  })
  .nullish();
export type CreateTrackingKeyRequest = z.infer<typeof createTrackingKeyRequestSchema>;

export const trackingKeySchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  /** The person's name, for an admin's list of the company's keys. */
  userName: z.string(),
  /** The key's last characters ("…k7mq"): the key itself is shown only once, when made. */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Fixes the server refused (impossible values, a clock far off) though it answered 200. */
  refusedCount: z.number().int(),
  lastRefusedAt: z.string().nullable(),
  lastRefusedReason: z.string().nullable(),
});
export type TrackingKey = z.infer<typeof trackingKeySchema>;

export const createTrackingKeyResponseSchema = z.object({
  is_success: z.literal(true),
  /** The secret: type it (or scan it) into the app as the device identifier. Shown only now. */
  key: z.string(),
  /** The server address to type into the app, e.g. https://example.com/api/osmand. */
  url: z.string(),
  trackingKey: trackingKeySchema,
});
export type CreateTrackingKeyResponse = z.infer<typeof createTrackingKeyResponseSchema>;

export const trackingKeysQuerySchema = z.object({
  /** Admins: one person's keys; absent: the whole company's. Others always see their own. */
  userId: z.uuid({ error: 'userId must be a person’s id' }).optional(),
});

export const trackingKeysResponseSchema = z.object({
  is_success: z.literal(true),
  /** Where the app sends positions (the server URL to type into it). */
  url: z.string(),
  trackingKeys: z.array(trackingKeySchema),
});
export type TrackingKeysResponse = z.infer<typeof trackingKeysResponseSchema>;

export const trackingKeyParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a tracking key’s id' }),
});
