import { z } from 'zod';
import { MAX_POINTS_PER_BATCH } from './device-locations.ts';

/**
 * The OsmAnd protocol at /api/osmand: how Traccar Client and other GPS apps send positions in the
 * background (ARCHITECTURE.md §4). The caller is identified by a tracking key (the app's "device
 * identifier"), not a session. Only the envelope is checked here: a request that cannot be read
 * answers 400, while a readable fix with impossible values is refused one by one (the request
 * still answers 200, see docs/spec-decisions.md), so the values inside are read by the server.
 */
export const OSMAND_PATH = '/api/osmand';
/** Fixes one JSON request may carry (Traccar Client 9.x sends its offline buffer in batches). */
export const MAX_OSMAND_FIXES = MAX_POINTS_PER_BATCH;
/** 1 knot in metres a second: the query-string protocol gives speed in knots. */
export const KNOT_IN_METRES_PER_SECOND = 0.514444;

const field = (name: string, description: string, max = 64) =>
  z
    .string({ error: `${name} must be given once, as text` })
    .max(max, { error: `${name} must be at most ${max} characters` })
    .optional()
    .describe(description);

/** The query-string (and form-encoded body) fields: every value arrives as text. */
export const osmandFieldsSchema = z.object({
  id: field('id', 'The tracking key (the app’s device identifier)', 200),
  deviceid: field('deviceid', 'The tracking key, as some apps name it', 200),
  lat: field('lat', 'Latitude, degrees'),
  lon: field('lon', 'Longitude, degrees'),
  location: field('location', '"lat,lon" instead of lat and lon'),
  timestamp: field(
    'timestamp',
    'Fix time: Unix seconds or milliseconds, ISO 8601, or yyyy-MM-dd HH:mm:ss (UTC); absent: when it arrived',
  ),
  speed: field('speed', 'Knots'),
  bearing: field('bearing', 'Degrees clockwise from north'),
  heading: field('heading', 'Degrees clockwise from north, when bearing is absent'),
  altitude: field('altitude', 'Metres above sea level'),
  accuracy: field('accuracy', 'Metres'),
  batt: field('batt', 'Battery, percent (0–100)'),
  charge: field('charge', 'true while charging'),
});
export type OsmandFields = z.infer<typeof osmandFieldsSchema>;

const reading = (description: string) => z.unknown().optional().describe(description);

/** One location of Traccar Client 9.x (the transistorsoft background-geolocation record). */
export const osmandJsonFixSchema = z.object(
  {
    timestamp: reading('ISO 8601 (or any form the query string accepts)'),
    coords: z
      .object(
        {
          latitude: reading('Degrees'),
          longitude: reading('Degrees'),
          accuracy: reading('Metres (negative: unknown)'),
          speed: reading('Metres a second (negative: unknown)'),
          heading: reading('Degrees (negative: unknown)'),
          altitude: reading('Metres'),
        },
        { error: 'coords must be an object' },
      )
      .optional(),
    battery: z
      .object(
        {
          level: reading('A fraction, 0–1 (negative: unknown)'),
          is_charging: reading('true while charging'),
        },
        { error: 'battery must be an object' },
      )
      .nullish(),
    activity: z
      .object(
        { type: reading('still, on_foot, in_vehicle, ...') },
        { error: 'activity must be an object' },
      )
      .nullish(),
    mock: reading('true when a mock-location app made the position'),
    is_moving: reading('Ignored'),
    odometer: reading('Ignored'),
    extras: reading('Ignored'),
  },
  { error: 'each location must be an object' },
);
export type OsmandJsonFix = z.infer<typeof osmandJsonFixSchema>;

/** Traccar Client 9.x: `{ location, device_id }`, `location` one record or a batch of them. */
export const osmandJsonSchema = z.object({
  device_id: z
    .string({ error: 'device_id must be text' })
    .max(200, { error: 'device_id is too long' })
    .optional()
    .describe('The tracking key (the app’s device identifier)'),
  location: z.union(
    [
      osmandJsonFixSchema,
      z
        .array(osmandJsonFixSchema)
        .min(1, { error: 'location must hold at least one record' })
        .max(MAX_OSMAND_FIXES, {
          error: `location may hold at most ${MAX_OSMAND_FIXES} records a request`,
        }),
    ],
    { error: 'location must be a location record or a list of them' },
  ),
});
export type OsmandJson = z.infer<typeof osmandJsonSchema>;

/** A POST body: Traccar's JSON, or the query-string fields form-encoded (Traccar Client 10.x). */
export const osmandBodySchema = z
  .union([osmandJsonSchema, osmandFieldsSchema], {
    error:
      'the body must be OsmAnd fields (id, lat, lon, ...) or Traccar JSON { location, device_id }',
  })
  // No body at all (the query string carries the fix) reaches the validator as null.
  .nullish();
export type OsmandBody = z.infer<typeof osmandBodySchema>;
