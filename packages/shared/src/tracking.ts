import { z } from 'zod';
import { localDateSchema } from './device-common.ts';

/** console.md §7: the values the Live Location page sends, and the server's defaults. */
export const TRACKING_DEFAULTS = {
  simplify: 0.00003,
  snap: true,
  includeStats: true,
  includePlaces: true,
  /** Minutes without a fix that split a trip. */
  timeGapThreshold: 10,
  /** Minutes in one place that make a stop. */
  stopThreshold: 5,
} as const;

/** Bounds we set (the spec gives only defaults): wide enough for any sensible view of a day. */
export const TRACKING_LIMITS = {
  simplify: { min: 0, max: 0.01 },
  timeGapThreshold: { min: 1, max: 240 },
  stopThreshold: { min: 1, max: 120 },
} as const;

/**
 * The company's shortest stop (issue 27), minutes: the console's day view asks for stops of at
 * least this long. 1 to 60: a stop is a visit, and an hour in one place is always one.
 */
export const COMPANY_STOP_THRESHOLD = { default: 5, min: 1, max: 60 } as const;

/** console.md §4, §9: trip type from average speed in km/h. */
export const TRIP_TYPES = ['walking', 'cycling', 'driving'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

const flag = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true'));

const bounded = (name: string, limits: { min: number; max: number }, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const value = Number(raw);
      if (!Number.isFinite(value) || value < limits.min || value > limits.max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a number from ${limits.min} to ${limits.max}`,
        });
        return z.NEVER;
      }
      return value;
    });

/** GET /api/location/tracking query (console.md §7). */
export const trackingQuerySchema = z.object({
  userId: z.uuid({ error: 'userId must be a user id' }),
  date: localDateSchema,
  simplify: bounded('simplify', TRACKING_LIMITS.simplify, TRACKING_DEFAULTS.simplify),
  snap: flag('snap', TRACKING_DEFAULTS.snap),
  includeStats: flag('includeStats', TRACKING_DEFAULTS.includeStats),
  includePlaces: flag('includePlaces', TRACKING_DEFAULTS.includePlaces),
  timeGapThreshold: bounded(
    'timeGapThreshold',
    TRACKING_LIMITS.timeGapThreshold,
    TRACKING_DEFAULTS.timeGapThreshold,
  ),
  stopThreshold: bounded(
    'stopThreshold',
    TRACKING_LIMITS.stopThreshold,
    TRACKING_DEFAULTS.stopThreshold,
  ),
});
export type TrackingQueryInput = z.input<typeof trackingQuerySchema>;
export type TrackingQuery = z.output<typeof trackingQuerySchema>;

const endpointSchema = z.object({
  placeAddress: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});

/** console.md §3 Trip; distance km, duration minutes, speeds km/h. */
export const tripSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  origin: endpointSchema,
  destination: endpointSchema,
  stats: z
    .object({
      distance: z.number(),
      duration: z.number(),
      averageSpeed: z.number(),
      maxSpeed: z.number(),
    })
    .nullable(),
  /** The raw track, simplified, as a precision-5 polyline. */
  encodedPolyline: z.string(),
  /** The track matched to roads, for display only; null when not asked for or not available. */
  snappedPolyline: z.string().nullable(),
  tripType: z.enum(TRIP_TYPES),
});
export type Trip = z.infer<typeof tripSchema>;

/** console.md §3 Visited place; duration in minutes. Name and address null until looked up. */
export const visitedPlaceSchema = z.object({
  id: z.string(),
  placeName: z.string().nullable(),
  placeAddress: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  arriveTime: z.string(),
  departTime: z.string(),
  duration: z.number(),
  /** Where the name came from: a work site, a customer, a task's location, a work log, the geocoder. */
  source: z.enum(['site', 'customer', 'task', 'work-log', 'geocoder']).nullable(),
});
export type VisitedPlace = z.infer<typeof visitedPlaceSchema>;

/** A stretch with no fixes longer than timeGapThreshold: shown as a gap, never as movement. */
export const trackingGapSchema = z.object({
  from: z.string(),
  to: z.string(),
  fromPoint: z.object({ lat: z.number(), lng: z.number() }),
  toPoint: z.object({ lat: z.number(), lng: z.number() }),
});
export type TrackingGap = z.infer<typeof trackingGapSchema>;

export const trackingResponseSchema = z.object({
  is_success: z.literal(true),
  userId: z.uuid(),
  date: z.string(),
  timeZone: z.string(),
  trips: z.array(tripSchema),
  placesVisited: z.array(visitedPlaceSchema),
  gaps: z.array(trackingGapSchema),
  /** The day's totals; null when includeStats is false. */
  summary: z
    .object({ distance: z.number(), movingMinutes: z.number(), trips: z.number() })
    .nullable(),
  /** True when the day was read from its archive (older than 48 hours). */
  archived: z.boolean(),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;
