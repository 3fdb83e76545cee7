import { z } from 'zod';
import { ATTENDANCE_STATUSES } from './attendance-report.ts';
import { calendarDaysBetween, isCalendarDay } from './calendar-day.ts';

/** GET /api/reports/{kind} (issue 29). */
export const REPORT_KINDS = ['attendance', 'distance', 'tasks', 'visits'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** A period is at most a year and a day: a leap year's 366 days, inclusive. */
export const REPORT_MAX_DAYS = 366;

const calendarDay = (what: string) =>
  z
    .string({ error: `${what} must be a date like 2026-11-01` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${what} must be a date like 2026-11-01` })
    .refine((d) => isCalendarDay(d), { error: `${what} must be a real day` });

const oneOrMany = (v: unknown) =>
  v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v];

export const reportQuerySchema = z
  .object({
    from: calendarDay('from'),
    to: calendarDay('to'),
    departmentId: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().uuid({ error: 'departmentId must be a department id' }).optional(),
    ),
    userId: z.preprocess(
      oneOrMany,
      z
        .array(z.string().uuid({ error: 'userId must be a person id' }))
        .max(1000, { error: 'A report takes at most 1,000 people at a time.' })
        .optional(),
    ),
    format: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .enum(REPORT_FORMATS, { error: `format must be one of ${REPORT_FORMATS.join(', ')}` })
        .default('json'),
    ),
  })
  .superRefine((q, ctx) => {
    const span = calendarDaysBetween(q.from, q.to);
    if (span < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end of the period must not be before its start.',
      });
    else if (span + 1 > REPORT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A report covers at most ${REPORT_MAX_DAYS} days.`,
      });
    }
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The company a report is of, as its header shows it. */
const reportCompany = z.object({ id: z.string(), name: z.string(), timezone: z.string() });

const attendanceTotalsShape = {
  daysPresent: z.number().int(),
  halfDays: z.number().int(),
  daysAbsent: z.number().int(),
  holidays: z.number().int(),
  weeklyOffs: z.number().int(),
  lateArrivals: z.number().int(),
  earlyDepartures: z.number().int(),
  workedMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
};

export const attendanceReportDaySchema = z.object({
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  workedMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  late: z.boolean(),
  earlyDeparture: z.boolean(),
  overtimeMinutes: z.number().int(),
  holidayName: z.string().nullable(),
});

export const attendanceReportPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  departments: z.array(z.string()),
  ...attendanceTotalsShape,
  days: z.array(attendanceReportDaySchema),
});
export type AttendanceReportPerson = z.infer<typeof attendanceReportPersonSchema>;

export const attendanceReportSchema = z.object({
  kind: z.literal('attendance'),
  from: z.string(),
  to: z.string(),
  company: reportCompany,
  generatedAt: z.string(),
  people: z.array(attendanceReportPersonSchema),
  totals: z.object({ people: z.number().int(), ...attendanceTotalsShape }),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

export const attendanceReportResponseSchema = z.object({
  is_success: z.literal(true),
  report: attendanceReportSchema,
});
