import { z } from 'zod';
import { dueDaysSchema } from './default-due-date.ts';
import { COMPANY_STOP_THRESHOLD } from './tracking.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** An IANA zone name the runtime knows, e.g. Asia/Kolkata. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The longest e-mail and web address a company keeps; the Edit company boxes take the same. */
export const COMPANY_TEXT_LIMITS = { email: 254, website: 500 } as const;

/** PATCH /api/company: an admin edits the company's details. Empty text clears a field. */
export const companyUpdateSchema = z
  .object({
    name: z.string().trim().min(2, { error: 'must be at least 2 characters' }).max(120),
    email: z
      .string()
      .trim()
      // Every text the company keeps has a ceiling (issue 28); an address is at most 254.
      .max(COMPANY_TEXT_LIMITS.email)
      .transform((v) => (v === '' ? null : v))
      .pipe(z.email({ error: 'must be an e-mail address' }).nullable())
      .nullable()
      .optional(),
    phone: optionalText(30),
    website: z
      .string()
      .trim()
      .max(COMPANY_TEXT_LIMITS.website)
      .transform((v) => (v === '' ? null : v))
      .pipe(z.url({ protocol: /^https?$/, error: 'must be a web address (https://…)' }).nullable())
      .nullable()
      .optional(),
    address: optionalText(300),
    /** Where the address is on the map (the location picker's answer), or null for none. */
    coordinates: z
      .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
      .nullable(),
    timezone: z
      .string()
      .trim()
      .refine(isKnownTimeZone, { error: 'must be a time zone such as Asia/Kolkata' }),
    stopThresholdMinutes: z
      .number({ error: 'must be a whole number of minutes' })
      .int({ error: 'must be a whole number of minutes' })
      .min(COMPANY_STOP_THRESHOLD.min, {
        error: `must be from ${COMPANY_STOP_THRESHOLD.min} to ${COMPANY_STOP_THRESHOLD.max} minutes`,
      })
      .max(COMPANY_STOP_THRESHOLD.max, {
        error: `must be from ${COMPANY_STOP_THRESHOLD.min} to ${COMPANY_STOP_THRESHOLD.max} minutes`,
      }),
    /** Working days a task created without a due date is given, per priority (issue 28). */
    defaultDueDays: dueDaysSchema,
    /** A file URL from GET /api/upload/presigned-url, or null to remove the logo. */
    logo: z.string().url().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'give at least one field to change' });
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

/** One line of the company's audit trail ('Recent changes'). */
export const companyChangeSchema = z.object({
  id: z.string().uuid(),
  at: z.string(),
  actor: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  /** A machine-readable kind, e.g. department.created, user.deactivated. */
  action: z.string(),
  /** What happened, as a sentence for people: 'Created the department Plumbing'. */
  summary: z.string(),
});
export type CompanyChange = z.infer<typeof companyChangeSchema>;

export const companyChangesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const companyChangesResponseSchema = z.object({
  is_success: z.literal(true),
  changes: z.array(companyChangeSchema),
});
