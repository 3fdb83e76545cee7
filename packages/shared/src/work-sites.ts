import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './device-common.ts';

/**
 * Work sites (beyond the spec): places a company's people are expected to punch in at. A punch
 * outside every site is stored but flagged, so the console can show it; with no sites nothing is
 * flagged.
 */
export const WORK_SITE_MIN_RADIUS_M = 20;
export const WORK_SITE_MAX_RADIUS_M = 50_000;
export const DEFAULT_WORK_SITE_RADIUS_M = 200;

const radius = z
  .number({ error: 'radiusMeters must be a number' })
  .int({ error: 'radiusMeters must be a whole number' })
  .min(WORK_SITE_MIN_RADIUS_M, {
    error: `radiusMeters must be between ${WORK_SITE_MIN_RADIUS_M} and ${WORK_SITE_MAX_RADIUS_M}`,
  })
  .max(WORK_SITE_MAX_RADIUS_M, {
    error: `radiusMeters must be between ${WORK_SITE_MIN_RADIUS_M} and ${WORK_SITE_MAX_RADIUS_M}`,
  });

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(120, { error: 'name must be at most 120 characters' });

/** Issue 30: whom a site is for, optional; null takes a link away. */
const link = (field: string) =>
  z
    .string({ error: `${field} must be an id or null` })
    .uuid({ error: `${field} must be an id` })
    .nullable();

export const workSiteInputSchema = z.object({
  name,
  lat: latitudeSchema,
  lng: longitudeSchema,
  radiusMeters: radius.default(DEFAULT_WORK_SITE_RADIUS_M),
  customerId: link('customerId').default(null),
  departmentId: link('departmentId').default(null),
});
export type WorkSiteInput = z.input<typeof workSiteInputSchema>;

export const workSiteUpdateSchema = z
  .object({
    name,
    lat: latitudeSchema,
    lng: longitudeSchema,
    radiusMeters: radius,
    customerId: link('customerId'),
    departmentId: link('departmentId'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    error: 'lat and lng must be changed together',
  });

export const workSiteSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  radiusMeters: z.number(),
  customerId: z.string().nullable(),
  departmentId: z.string().nullable(),
});
export type WorkSite = z.infer<typeof workSiteSchema>;

export const workSiteResponseSchema = z.object({
  is_success: z.literal(true),
  workSite: workSiteSchema,
});
export const workSitesResponseSchema = z.object({
  is_success: z.literal(true),
  workSites: z.array(workSiteSchema),
});
