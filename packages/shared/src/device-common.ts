import { z } from 'zod';

/**
 * Pieces every device call shares (ARCHITECTURE.md §4, the phones' API). The phone names each
 * point and action with its own id when it happens, so a retry after a lost answer stores nothing
 * twice; times are the moment it happened on the phone (with its offset), never the send time.
 */

/** A fix or an action may be at most this far ahead of the server's clock (phone clocks drift). */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** Older than this is a phone whose clock was never set (1970, 2000), not a late upload. */
export const MAX_PAST_AGE_MS = 366 * 24 * 60 * 60 * 1000;

export const DEVICE_TIME_MESSAGES = {
  future: 'timestamp is more than 5 minutes in the future',
  tooOld: 'timestamp is more than a year in the past',
} as const;

/** Why a device time cannot be stored, or undefined when it can. */
export function deviceTimeProblem(at: Date, now: Date): string | undefined {
  if (at.getTime() - now.getTime() > MAX_FUTURE_SKEW_MS) return DEVICE_TIME_MESSAGES.future;
  if (now.getTime() - at.getTime() > MAX_PAST_AGE_MS) return DEVICE_TIME_MESSAGES.tooOld;
  return undefined;
}

const isMissing = (issue: { input?: unknown }) => issue.input === undefined;

/** The phone's own id for a point or an action: up to 64 letters, digits and `._:-`. */
export const clientIdSchema = z
  .string({ error: (i) => (isMissing(i) ? 'id is required' : 'id must be text') })
  .min(1, { error: 'id must not be empty' })
  .max(64, { error: 'id must be at most 64 characters' })
  .regex(/^[A-Za-z0-9._:-]+$/, { error: 'id may only hold letters, digits and . _ : -' });

/** ISO 8601 with a Z or an offset: a time without one could be any of 38 time zones. */
export const deviceTimestampSchema = z.iso.datetime({
  offset: true,
  error: (i) =>
    isMissing(i) ? 'timestamp is required' : 'timestamp must be ISO 8601 with a time zone offset',
});

const bounded = (field: string, min: number, max: number) =>
  z
    .number({ error: (i) => (isMissing(i) ? `${field} is required` : `${field} must be a number`) })
    .min(min, { error: `${field} must be between ${min} and ${max}` })
    .max(max, { error: `${field} must be between ${min} and ${max}` });

export const latitudeSchema = bounded('lat', -90, 90);
export const longitudeSchema = bounded('lng', -180, 180);
export const optionalBounded = (field: string, min: number, max: number) =>
  bounded(field, min, max).nullish();

/** Where an action happened; the address when the phone could look one up. */
export const deviceLocationSchema = z.object(
  {
    lat: latitudeSchema,
    lng: longitudeSchema,
    address: z
      .string({ error: 'address must be text' })
      .trim()
      .max(500, { error: 'address must be at most 500 characters' })
      .nullish(),
  },
  { error: (i) => (isMissing(i) ? 'location is required' : 'location must be an object') },
);
export type DeviceLocation = z.infer<typeof deviceLocationSchema>;

export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof latLngSchema>;

/** A local calendar day, YYYY-MM-DD, in the company's time zone (years 2000–2999). */
export const localDateSchema = z.iso
  .date({ error: 'date must be a day as YYYY-MM-DD' })
  .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', {
    error: 'date must be between 2000-01-01 and 2999-12-31',
  });

/** Reads the messages of a failed parse as one line, for a 400 or a rejected point. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => issue.message)
    .join('; ');
}
