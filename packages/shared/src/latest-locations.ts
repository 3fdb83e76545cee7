import { z } from 'zod';

/** GET /api/companies/{id}/latest-locations (console.md §3 Latest location record, §7). */

export const latestLocationsQuerySchema = z.object({
  /** true: only people with a known location (dashboard, live location); false: everyone (Tasks). */
  excludeNoLocation: z
    .enum(['true', 'false'], { error: 'excludeNoLocation must be true or false' })
    .optional()
    .transform((v) => v !== 'false'),
});

export const latestLocationSchema = z.object({
  employee: z.object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    profilePicture: z.string().nullable(),
  }),
  /** When the newest fix was taken (not when it arrived); null when none is known. */
  lastUpdated: z.string().nullable(),
  location: z
    .object({
      coords: z.object({
        latitude: z.number(),
        longitude: z.number(),
        speed: z.number().nullable(),
        heading: z.number().nullable(),
      }),
      /** A fraction, 0–1, as the spec's record has it (the phone sends percent). */
      batteryLevel: z.number().nullable(),
      charging: z.boolean().nullable(),
      /** Metres. */
      accuracy: z.number().nullable(),
      isMock: z.boolean(),
    })
    .nullable(),
});
export type LatestLocation = z.infer<typeof latestLocationSchema>;

export const latestLocationsResponseSchema = z.object({
  is_success: z.literal(true),
  data: z.object({ locations: z.array(latestLocationSchema) }),
});
export type LatestLocationsResponse = z.infer<typeof latestLocationsResponseSchema>;

/**
 * GET /api/companies/{id}/live: Server-Sent Events, read with fetch and the Authorization header
 * (a browser EventSource cannot send it, and the token never goes in a URL). The first event is a
 * `snapshot` of every visible latest location; then one `location` event per moved person, and
 * an `activity` event when a visible person's punches, breaks or work logs change.
 */
export const LIVE_EVENTS = {
  snapshot: 'snapshot',
  location: 'location',
  /** A person's punches, breaks or work logs changed (issue 27): their day view reloads them. */
  activity: 'activity',
  /** An alert the viewer may see opened or closed (issue 30): its data is the alert. */
  alert: 'alert',
} as const;
export const LIVE_HEARTBEAT_MS = 15_000;
export const liveSnapshotEventSchema = z.object({ locations: z.array(latestLocationSchema) });
export const liveLocationEventSchema = latestLocationSchema;
export const LIVE_ACTIVITY_KINDS = ['attendance', 'work-log'] as const;
export const liveActivityEventSchema = z.object({
  employeeId: z.string().uuid(),
  kind: z.enum(LIVE_ACTIVITY_KINDS),
});
export type LiveActivityEvent = z.infer<typeof liveActivityEventSchema>;

/** A location older than this is stale on the dashboard and the live location page (§4, §9). */
export const LOCATION_STALE_MS = 60 * 60 * 1000;
/** On the Tasks map an older location is treated as unknown (§4, §9). */
export const TASKS_MAP_LOCATION_STALE_MS = 24 * 60 * 60 * 1000;
