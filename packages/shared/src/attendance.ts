import { z } from 'zod';
import {
  clientIdSchema,
  deviceLocationSchema,
  deviceTimestampSchema,
  latLngSchema,
} from './device-common.ts';

/** Punches and breaks from the phone (console.md §3 Attendance record and Break, §4 states). */
export const DEVICE_PUNCH_IN_PATH = '/api/device/attendance/punch-in';
export const DEVICE_PUNCH_OUT_PATH = '/api/device/attendance/punch-out';
export const DEVICE_BREAK_START_PATH = '/api/device/breaks/start';
export const DEVICE_BREAK_END_PATH = '/api/device/breaks/end';

export const BREAK_REASON_MAX = 200;

export const punchInputSchema = z.object({
  id: clientIdSchema,
  timestamp: deviceTimestampSchema,
  location: deviceLocationSchema,
  isMock: z.boolean({ error: 'isMock must be true or false' }).nullish(),
});
export type PunchInput = z.input<typeof punchInputSchema>;

export const breakStartInputSchema = z.object({
  id: clientIdSchema,
  timestamp: deviceTimestampSchema,
  reason: z
    .string({
      error: (i) => (i.input === undefined ? 'reason is required' : 'reason must be text'),
    })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(BREAK_REASON_MAX, { error: `reason must be at most ${BREAK_REASON_MAX} characters` }),
  location: deviceLocationSchema,
});
export type BreakStartInput = z.input<typeof breakStartInputSchema>;

export const breakEndInputSchema = z.object({
  id: clientIdSchema,
  timestamp: deviceTimestampSchema,
  location: deviceLocationSchema,
});
export type BreakEndInput = z.input<typeof breakEndInputSchema>;

/** The 409 answers: the phone's idea of the day disagrees with what the server has. */
export const ATTENDANCE_CONFLICTS = {
  alreadyPunchedIn: 'You are already punched in. Punch out before punching in again.',
  notPunchedIn: 'You are not punched in, so there is nothing to punch out of.',
  breakNeedsPunchIn: 'Punch in before starting a break.',
  breakAlreadyOpen: 'You are already on a break. End it before starting another.',
  noOpenBreak: 'You are not on a break, so there is no break to end.',
  beforePunchIn: 'That time is before your punch-in time.',
  beforeBreakStart: 'That time is before the start of your break.',
  idReused: 'This id was already used for a different action.',
} as const;

/** A stored location in the spec's attendance shape: coordinates are [longitude, latitude]. */
export const attendanceLocationSchema = z.object({
  address: z.string().nullable(),
  coordinates: z.tuple([z.number(), z.number()]),
});

/** Where a punch was made against the company's work sites (beyond the spec, for the console). */
export const punchCheckSchema = z.object({
  /** The company has work sites and the punch was outside every one of them. */
  outsideSite: z.boolean(),
  /** The work site the punch was made in, when it was in one. */
  site: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  /** The phone said the position came from a mock-location app. */
  isMock: z.boolean(),
});
export type PunchCheck = z.infer<typeof punchCheckSchema>;

export const breakSchema = z.object({
  id: z.string().uuid(),
  reason: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** Hours, set once the break has ended. */
  duration: z.number().nullable(),
  startLocation: latLngSchema,
  endLocation: latLngSchema.nullable(),
});
export type Break = z.infer<typeof breakSchema>;

export const attendanceRecordSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  checkInTime: z.string(),
  checkOutTime: z.string().nullable(),
  checkInLocation: attendanceLocationSchema,
  checkOutLocation: attendanceLocationSchema.nullable(),
  checkIn: punchCheckSchema,
  checkOut: punchCheckSchema.nullable(),
  breaks: z.array(breakSchema),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const attendanceResponseSchema = z.object({
  is_success: z.literal(true),
  attendance: attendanceRecordSchema,
});
export type AttendanceResponse = z.infer<typeof attendanceResponseSchema>;

export const breakResponseSchema = z.object({ is_success: z.literal(true), break: breakSchema });
export type BreakResponse = z.infer<typeof breakResponseSchema>;

/** The day's time over every session (issue 27), as of `asOf`; seconds, rounded down. */
export const attendanceDayTotalsSchema = z.object({
  asOf: z.string(),
  sessionCount: z.number().int(),
  breakCount: z.number().int(),
  /** Every session's time in the day, breaks included. */
  loggedSeconds: z.number().int(),
  breakSeconds: z.number().int(),
  /** Logged less breaks. */
  workedSeconds: z.number().int(),
});
export type AttendanceDayTotalsView = z.infer<typeof attendanceDayTotalsSchema>;

/**
 * GET /api/companies/attendance/{userId}/{date}: every session of that local day, with a session
 * punched in the day before and still open at its start (issue 27; docs/spec-decisions.md).
 */
export const attendanceDayResponseSchema = z.object({
  is_success: z.literal(true),
  /** Newest punch-in first, as the spec lists them; the console and field app show them all. */
  attendanceRecords: z.array(attendanceRecordSchema),
  totals: attendanceDayTotalsSchema,
});
export type AttendanceDayResponse = z.infer<typeof attendanceDayResponseSchema>;
