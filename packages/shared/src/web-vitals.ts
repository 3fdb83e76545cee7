import { z } from 'zod';
import { WEB_VITAL_NAMES } from './web-vitals-constants.ts';

/**
 * Real-user page speed (public-site-and-sign-in.md §7: a web-vitals reporting module, loaded
 * lazily). The web sends one report per metric to POST /api/web-vitals; the server logs it.
 */

export const webVitalReportSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  // Milliseconds, except CLS (a unitless score). An hour bounds any real measurement.
  value: z.number().min(0).max(3_600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  // The browser's navigation kind (navigate, reload, back-forward, ...); new kinds appear over
  // time, so any short word is accepted rather than refusing a newer browser's reports.
  navigationType: z
    .string()
    .max(40)
    .regex(/^[a-z-]*$/, { error: 'must be lower-case words joined by hyphens' })
    .optional(),
  // The page the visit started on: where the measured load happened.
  path: z
    .string()
    .max(300)
    .regex(/^\/[^\s?#]*$/, { error: 'must be a path starting with /, without query or hash' }),
});
export type WebVitalReport = z.infer<typeof webVitalReportSchema>;
