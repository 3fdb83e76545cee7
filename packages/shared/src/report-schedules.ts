import { z } from 'zod';

/**
 * Issue 29: an admin's report e-mails. Monthly: on the 1st, last month's attendance and
 * reimbursement; weekly: on Monday, last week's. Both as Excel workbooks, from 06:00 in the
 * company's time zone (a server that was down then sends when it is back).
 */
export const REPORT_SCHEDULE_FREQUENCIES = ['monthly', 'weekly'] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];
/** Issue 30: and an admin's daily digest of yesterday's alerts, from 07:00. */
export const MAIL_SCHEDULE_FREQUENCIES = [...REPORT_SCHEDULE_FREQUENCIES, 'alerts-daily'] as const;
export type MailScheduleFrequency = (typeof MAIL_SCHEDULE_FREQUENCIES)[number];

export const REPORT_MAIL_NOT_CONFIGURED =
  'E-mail is not set up on this server (SMTP_URL), so reports cannot be e-mailed yet.';
export const REPORT_SCHEDULES_DENIED = 'Only admins can have reports e-mailed.';

export const reportSchedulesRequestSchema = z.strictObject(
  {
    monthly: z.boolean({ error: 'monthly must be true or false' }),
    weekly: z.boolean({ error: 'weekly must be true or false' }),
    /** Left out: left as it is (clients before the digest existed send only the reports). */
    alertsDaily: z.boolean({ error: 'alertsDaily must be true or false' }).optional(),
  },
  { error: 'Send { monthly, weekly }' },
);
export type ReportSchedulesRequest = z.infer<typeof reportSchedulesRequestSchema>;

export const reportSchedulesResponseSchema = z.object({
  is_success: z.literal(true),
  /** Whether the server can send e-mail at all (SMTP_URL is set). */
  emailConfigured: z.boolean(),
  /** Where the e-mails go: the admin's own address. */
  email: z.string(),
  monthly: z.boolean(),
  weekly: z.boolean(),
  /** Yesterday's alerts every morning (issue 30). */
  alertsDaily: z.boolean(),
  /** The period last sent, e.g. '2026-10-01 to 2026-10-31'; null before the first. */
  lastSent: z.object({ monthly: z.string().nullable(), weekly: z.string().nullable() }),
});
export type ReportSchedulesResponse = z.infer<typeof reportSchedulesResponseSchema>;
