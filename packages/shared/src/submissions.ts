import { z } from 'zod';
import { emailAddressSchema } from './email-address.ts';

/**
 * What visitors send from the public site (public-site-and-sign-in.md §3, §5). The server
 * validates with these and stores every accepted submission before staff are notified.
 */

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : undefined));
const email = emailAddressSchema;
const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9][0-9 ()-]{5,}$/, { error: 'must be a phone number' });

/** A hidden form field people never see; bots fill it in. Non-empty means: drop silently. */
export const HONEYPOT_FIELD = 'website';
const honeypot = { [HONEYPOT_FIELD]: z.string().max(500).optional() };

export const REQUEST_TYPES = ['demo', 'consultation', 'information'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_TITLES: Record<RequestType, string> = {
  demo: 'Request a Demo',
  consultation: 'Schedule Consultation',
  information: 'Request Information',
};

/** The home page's request modal: POST /api/notifications/slack. */
export const requestSubmissionSchema = z.object({
  type: z.enum(REQUEST_TYPES),
  name: required(100),
  companyName: required(120),
  email,
  phone: phone.optional().or(z.literal('').transform(() => undefined)),
  /** From <input type="datetime-local">, e.g. 2026-12-01T10:30. */
  preferredDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { error: 'must be a date and time' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  message: optional(2000),
  ...honeypot,
});
export type RequestSubmission = z.input<typeof requestSubmissionSchema>;

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Technical Support',
  'Sales Question',
  'Feature Request',
  'Report a Bug',
] as const;
export const DEFAULT_CONTACT_SUBJECT = CONTACT_SUBJECTS[0];

export const contactSubmissionSchema = z.object({
  type: z.literal('contact'),
  name: required(100),
  email,
  subject: z.enum(CONTACT_SUBJECTS).default(DEFAULT_CONTACT_SUBJECT),
  message: required(4000),
  ...honeypot,
});

export const DELETION_REASONS = ['no-longer-needed', 'moving-competitor', 'other'] as const;
export const DEFAULT_DELETION_REASON = DELETION_REASONS[0];
/** Readable labels for the reason values of §3 (the form, the staff inbox and Slack alike). */
export const DELETION_REASON_LABELS: Record<(typeof DELETION_REASONS)[number], string> = {
  'no-longer-needed': 'No longer needed',
  'moving-competitor': 'Moving to a competitor',
  other: 'Other',
};

export const deletionSubmissionSchema = z.object({
  type: z.literal('deletion'),
  email,
  companyName: required(120),
  phone,
  reason: z.enum(DELETION_REASONS).default(DEFAULT_DELETION_REASON),
  additionalInfo: optional(2000),
  confirmation: z.literal(true, { error: 'must be ticked' }),
  ...honeypot,
});

export const PILOT_TEAM_SIZES = [
  { value: '10', label: '1-10' },
  { value: '20', label: '10+' },
  { value: '50', label: '50+' },
  { value: '100', label: '100+' },
] as const;
export const PILOT_BUSINESS_TYPES = ['retail', 'service', 'manufacturing', 'other'] as const;
export const PILOT_BUSINESS_TYPE_LABELS: Record<(typeof PILOT_BUSINESS_TYPES)[number], string> = {
  retail: 'Retail',
  service: 'Service',
  manufacturing: 'Manufacturing',
  other: 'Other',
};

export const pilotSubmissionSchema = z.object({
  type: z.literal('pilot'),
  name: required(100),
  email,
  phone,
  companyName: required(120),
  numEmployees: z.enum(['10', '20', '50', '100']),
  businessType: z.enum(PILOT_BUSINESS_TYPES),
  problemDescription: required(4000),
  ...honeypot,
});

/** The shared submit helper (spec §7): POST /api/submissions, one body per form by `type`. */
export const publicSubmissionSchema = z.discriminatedUnion('type', [
  contactSubmissionSchema,
  deletionSubmissionSchema,
  pilotSubmissionSchema,
]);
export type PublicSubmission = z.input<typeof publicSubmissionSchema>;

export const submissionResponseSchema = z.object({
  is_success: z.literal(true),
  id: z.string().uuid(),
  message: z.string(),
});
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

/** Account deletion timings (spec §2.7, §9). */
export const DELETION_AFTER_DAYS = 30;
export const DELETION_GRACE_DAYS = 14;
