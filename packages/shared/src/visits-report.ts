import { z } from 'zod';

/**
 * The visits report (issue 29): each place a person stayed at (a stay of the day at the default
 * stop threshold), with arrival, duration and the work site or customer it matches.
 */
export const VISIT_PLACE_KINDS = ['work-site', 'customer'] as const;

export const visitSchema = z.object({
  date: z.string(),
  arrivedAt: z.string(),
  leftAt: z.string(),
  minutes: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  /** The work site it lies in, else the customer of the nearest task within the stay radius. */
  place: z.object({ kind: z.enum(VISIT_PLACE_KINDS), name: z.string() }).nullable(),
});
export type Visit = z.infer<typeof visitSchema>;

const visitTotalsShape = {
  visits: z.number().int(),
  /** Visits matched to a work site or a customer. */
  matched: z.number().int(),
  minutes: z.number().int(),
};

export const visitsReportPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  departments: z.array(z.string()),
  ...visitTotalsShape,
  places: z.array(visitSchema),
});
export type VisitsReportPerson = z.infer<typeof visitsReportPersonSchema>;

export const visitsReportSchema = z.object({
  kind: z.literal('visits'),
  from: z.string(),
  to: z.string(),
  company: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  generatedAt: z.string(),
  people: z.array(visitsReportPersonSchema),
  totals: z.object({ people: z.number().int(), ...visitTotalsShape }),
});
export type VisitsReport = z.infer<typeof visitsReportSchema>;

export const visitsReportResponseSchema = z.object({
  is_success: z.literal(true),
  report: visitsReportSchema,
});
