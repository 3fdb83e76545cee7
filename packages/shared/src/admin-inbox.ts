import { z } from 'zod';
import {
  DELETION_REASON_LABELS,
  PILOT_BUSINESS_TYPE_LABELS,
  PILOT_TEAM_SIZES,
} from './submissions.ts';
import { TASK_STATUSES } from './task-enums.ts';

/**
 * The staff inbox on /admin (issue 16): every stored public-site submission with where its
 * Slack notification stands, and every company's customer requests. Staff never depend on
 * Slack to see a lead.
 */

export const SUBMISSION_KINDS = [
  'demo',
  'consultation',
  'information',
  'contact',
  'pilot',
  'deletion',
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_KIND_LABELS: Record<SubmissionKind, string> = {
  demo: 'Demo request',
  consultation: 'Consultation',
  information: 'Information request',
  contact: 'Contact message',
  pilot: 'Pilot application',
  deletion: 'Account deletion',
};

/** A submission's fields as staff read them, in this order (Slack message and inbox alike). */
export const SUBMISSION_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  companyName: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  preferredDate: 'Preferred date',
  message: 'Message',
  subject: 'Subject',
  reason: 'Reason',
  additionalInfo: 'Additional info',
  numEmployees: 'Employees',
  businessType: 'Business type',
  problemDescription: 'Problem to solve',
};

const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  reason: DELETION_REASON_LABELS,
  businessType: PILOT_BUSINESS_TYPE_LABELS,
  numEmployees: Object.fromEntries(PILOT_TEAM_SIZES.map((size) => [size.value, size.label])),
};

/** A stored field's value as the visitor saw it on the form ("10+" rather than "20"). */
export function submissionFieldText(key: string, value: string): string {
  return VALUE_LABELS[key]?.[value] ?? value;
}

/** pending: queued, not yet tried; retrying: an attempt failed and another is scheduled. */
export const NOTIFY_STATES = ['pending', 'retrying', 'sent', 'failed', 'skipped'] as const;
export type NotifyState = (typeof NOTIFY_STATES)[number];
export const NOTIFY_STATE_LABELS: Record<NotifyState, string> = {
  pending: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const ADMIN_INBOX_PAGE_SIZE = 50;
export const ADMIN_INBOX_MESSAGES = {
  notFound: 'Submission not found',
  alreadySent: 'This notification was already sent',
  stillRetrying: 'This notification is still being delivered; wait for it to succeed or fail',
} as const;

/** Keyset paging: the last row's id, so rows arriving meanwhile never shift a page. */
const cursor = z.uuid({ error: 'The page cursor is not valid' }).optional();
const search = z
  .string()
  .trim()
  .max(200, { error: 'must be at most 200 characters' })
  .optional()
  .transform((v) => (v ? v : undefined));
const limit = z.coerce.number().int().min(1).max(100).default(ADMIN_INBOX_PAGE_SIZE);

export const adminSubmissionsQuerySchema = z.object({
  kind: z.enum(SUBMISSION_KINDS).optional(),
  state: z.enum(NOTIFY_STATES).optional(),
  q: search,
  cursor,
  limit,
});
export type AdminSubmissionsQuery = z.infer<typeof adminSubmissionsQuerySchema>;

export const adminSubmissionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SUBMISSION_KINDS),
  createdAt: z.iso.datetime(),
  email: z.string(),
  name: z.string().nullable(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  /** Every other field as the visitor sent it, label → text, in a stable order. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  notification: z.object({
    state: z.enum(NOTIFY_STATES),
    attempts: z.number().int().nonnegative(),
    /** When it was last tried (or sent, or skipped). */
    at: z.iso.datetime().nullable(),
    error: z.string().nullable(),
    canRetry: z.boolean(),
  }),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

export const adminSubmissionsResponseSchema = z.object({
  is_success: z.literal(true),
  submissions: z.array(adminSubmissionSchema),
  nextCursor: z.string().nullable(),
});
export type AdminSubmissionsResponse = z.infer<typeof adminSubmissionsResponseSchema>;

export const adminSubmissionParamsSchema = z.object({ id: z.uuid({ error: 'must be an id' }) });
export const adminSubmissionResponseSchema = z.object({
  is_success: z.literal(true),
  submission: adminSubmissionSchema,
});

export const adminCustomerRequestsQuerySchema = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  q: search,
  cursor,
  limit,
});
export type AdminCustomerRequestsQuery = z.infer<typeof adminCustomerRequestsQuerySchema>;

export const adminCustomerRequestSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  description: z.string(),
  address: z.string().nullable(),
  dueDate: z.iso.datetime().nullable(),
  status: z.enum(TASK_STATUSES),
});
export type AdminCustomerRequest = z.infer<typeof adminCustomerRequestSchema>;

export const adminCustomerRequestsResponseSchema = z.object({
  is_success: z.literal(true),
  requests: z.array(adminCustomerRequestSchema),
  nextCursor: z.string().nullable(),
});
export type AdminCustomerRequestsResponse = z.infer<typeof adminCustomerRequestsResponseSchema>;
