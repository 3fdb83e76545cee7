import { z } from 'zod';

/**
 * Address search and reverse lookup for the public customer form (public-site-and-sign-in.md
 * §2.9, §5, §9). The web calls GET /api/geo/search and /api/geo/reverse on our server, which asks
 * a Nominatim-compatible service and caches its answers.
 */

export const GEO_SEARCH_MIN_CHARS = 3;
export const GEO_SEARCH_MAX_CHARS = 200;
export const GEO_SEARCH_DEFAULT_LIMIT = 5;
export const GEO_SEARCH_MAX_LIMIT = 10;
export const GEO_SEARCH_DEBOUNCE_MS = 500;
export const GEO_REVERSE_ZOOM = 18;

// Query strings arrive as text: a blank or non-numeric value must fail rather than become 0 or NaN.
const numberFromQuery = (schema: z.ZodNumber) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v),
    schema,
  );

const required = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${what}`;

const coordinate = (min: number, max: number) =>
  numberFromQuery(
    z
      .number({ error: required('a number') })
      .min(min, { error: `must be between ${min} and ${max}` })
      .max(max, { error: `must be between ${min} and ${max}` }),
  );

export const geoSearchQuerySchema = z.object({
  q: z
    .string({ error: required('text') })
    .trim()
    .min(GEO_SEARCH_MIN_CHARS, { error: `must be at least ${GEO_SEARCH_MIN_CHARS} characters` })
    .max(GEO_SEARCH_MAX_CHARS, { error: `must be at most ${GEO_SEARCH_MAX_CHARS} characters` }),
  limit: numberFromQuery(
    z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: `must be between 1 and ${GEO_SEARCH_MAX_LIMIT}` })
      .max(GEO_SEARCH_MAX_LIMIT, { error: `must be between 1 and ${GEO_SEARCH_MAX_LIMIT}` }),
  )
    .optional()
    .default(GEO_SEARCH_DEFAULT_LIMIT),
});
export type GeoSearchQuery = z.input<typeof geoSearchQuerySchema>;

export const geoReverseQuerySchema = z.object({
  lat: coordinate(-90, 90),
  lon: coordinate(-180, 180),
});
export type GeoReverseQuery = z.input<typeof geoReverseQuerySchema>;

export const placeAddressSchema = z.object({
  road: z.string().optional(),
  suburb: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postcode: z.string().optional(),
  country: z.string().optional(),
});
export type PlaceAddress = z.infer<typeof placeAddressSchema>;

export const placeSchema = z.object({
  /** The full address line to show and to store with a request. */
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  address: placeAddressSchema,
});
export type Place = z.infer<typeof placeSchema>;

export const geoSearchResponseSchema = z.object({
  is_success: z.literal(true),
  results: z.array(placeSchema),
});
export type GeoSearchResponse = z.infer<typeof geoSearchResponseSchema>;

/** `result` is null when nothing is known at that point (open sea, say). */
export const geoReverseResponseSchema = z.object({
  is_success: z.literal(true),
  result: placeSchema.nullable(),
});
export type GeoReverseResponse = z.infer<typeof geoReverseResponseSchema>;
