import { z } from 'zod';
import {
  clientIdSchema,
  deviceTimestampSchema,
  latitudeSchema,
  longitudeSchema,
  optionalBounded,
} from './device-common.ts';

/** POST /api/device/locations: the phone's buffered fixes, oldest or newest first, any order. */
export const MAX_POINTS_PER_BATCH = 1000;
export const DEVICE_LOCATIONS_PATH = '/api/device/locations';

/** One GPS fix as the phone recorded it. Unknown extras (nulls included) are simply not known. */
export const devicePointSchema = z.object(
  {
    id: clientIdSchema,
    timestamp: deviceTimestampSchema,
    lat: latitudeSchema,
    lng: longitudeSchema,
    /** Metres, the radius the fix is probably within. */
    accuracy: optionalBounded('accuracy', 0, 100_000),
    /** Metres a second. */
    speed: optionalBounded('speed', 0, 300),
    /** Degrees clockwise from north. */
    heading: optionalBounded('heading', 0, 360),
    /** Metres above sea level. */
    altitude: optionalBounded('altitude', -1_000, 20_000),
    /** Percent, 0–100. */
    battery: optionalBounded('battery', 0, 100),
    charging: z.boolean({ error: 'charging must be true or false' }).nullish(),
    /** What the phone's activity recognition says: still, walking, in_vehicle, ... */
    activity: z
      .string({ error: 'activity must be text' })
      .trim()
      .max(32, { error: 'activity must be at most 32 characters' })
      // PostgreSQL text cannot hold U+0000: refused here, the point alone is rejected, not the batch.
      .refine((text) => !text.includes('\u0000'), {
        error: 'activity must not contain the NUL character',
      })
      .nullish(),
    /** The phone reports the position as coming from a mock-location app. */
    isMock: z.boolean({ error: 'isMock must be true or false' }).nullish(),
  },
  { error: 'each point must be an object' },
);
export type DevicePoint = z.infer<typeof devicePointSchema>;
export type DevicePointInput = z.input<typeof devicePointSchema>;

/**
 * The envelope alone: a bad point is rejected by itself with its reason (the rest are stored),
 * so the points are read one by one with devicePointSchema, not here.
 */
export const locationBatchSchema = z.object({
  points: z
    .array(z.unknown(), { error: 'points must be a list' })
    .min(1, { error: 'points must hold at least one point' })
    .max(MAX_POINTS_PER_BATCH, {
      error: `points may hold at most ${MAX_POINTS_PER_BATCH} points a request`,
    }),
});
export type LocationBatch = z.infer<typeof locationBatchSchema>;

export const rejectedPointSchema = z.object({ index: z.number().int(), message: z.string() });

export const locationBatchResponseSchema = z.object({
  is_success: z.literal(true),
  /** Points stored by this request. */
  accepted: z.number().int(),
  /** Points already stored by an earlier request (a retry): not stored again. */
  duplicates: z.number().int(),
  /** Points not stored, each with its place in `points` and why. */
  rejected: z.array(rejectedPointSchema),
});
export type LocationBatchResponse = z.infer<typeof locationBatchResponseSchema>;
