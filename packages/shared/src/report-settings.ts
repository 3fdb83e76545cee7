import { z } from 'zod';
import { isCalendarDay } from './calendar-day.ts';
import { TRIP_TYPES, type TripType } from './tracking.ts';

/**
 * What the reports measure a day against (issue 29), one set per company, in its time zone:
 * the working week, the shift with its grace for lateness, the hours that make a half day or an
 * absence, public holidays, and the travel reimbursement rate per km of each travel mode.
 */

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

export const REPORT_LIMITS = {
  graceMinutes: { min: 0, max: 120 },
  /** A day's thresholds, in minutes worked. */
  dayMinutes: { min: 0, max: 24 * 60 },
  /** ₹ per km, with paise. */
  ratePerKm: { min: 0, max: 1000 },
  holidays: 100,
  holidayName: 80,
} as const;

export interface ReportSettings {
  workDays: Weekday[];
  /** 'HH:MM', 24-hour, in the company's time zone. */
  shiftStart: string;
  shiftEnd: string;
  lateGraceMinutes: number;
  /** Worked less than this (and at least `absentBelowMinutes`) is a half day. */
  halfDayBelowMinutes: number;
  /** Worked less than this, or no punch, is absent. */
  absentBelowMinutes: number;
  holidays: { date: string; name: string }[];
  ratesPerKm: Record<TripType, number>;
}

/** The issue's defaults: Monday to Saturday, 09:30–18:30 with 10 minutes' grace, a half day
 * under 4 hours, absent under 1 hour, no holidays, and no reimbursement until rates are set. */
export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  workDays: [1, 2, 3, 4, 5, 6],
  shiftStart: '09:30',
  shiftEnd: '18:30',
  lateGraceMinutes: 10,
  halfDayBelowMinutes: 240,
  absentBelowMinutes: 60,
  holidays: [],
  ratesPerKm: { walking: 0, cycling: 0, driving: 0 },
};

const clock = (what: string) =>
  z
    .string({ error: `${what} must be a time like 09:30.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${what} must be a time like 09:30.` });

const minutes = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number of minutes.` })
    .int({ error: `${what} must be a whole number of minutes.` })
    .min(min, { error: `${what} must be from ${min} to ${max} minutes.` })
    .max(max, { error: `${what} must be from ${min} to ${max} minutes.` });

const rate = (mode: TripType) =>
  z
    .number({ error: `The ${mode} rate must be an amount in rupees.` })
    .min(REPORT_LIMITS.ratePerKm.min, {
      error: `The ${mode} rate must be from ₹0 to ₹${REPORT_LIMITS.ratePerKm.max} per km.`,
    })
    .max(REPORT_LIMITS.ratePerKm.max, {
      error: `The ${mode} rate must be from ₹0 to ₹${REPORT_LIMITS.ratePerKm.max} per km.`,
    })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: `The ${mode} rate takes at most two decimals (paise).`,
    });

const isoDate = z
  .string({ error: 'A holiday needs a date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A holiday date must be like 2026-01-26.' })
  .refine((d) => isCalendarDay(d), {
    error: 'A holiday date must be a real day.',
  });

const minutesOf = (clockTime: string) => {
  const [h = 0, m = 0] = clockTime.split(':').map(Number);
  return h * 60 + m;
};

/** GET/PUT /api/company/report-settings: all of it at once, checked as one. */
export const reportSettingsSchema = z
  .object({
    workDays: z
      .array(
        z
          .number({ error: 'Working days are 1 (Monday) to 7 (Sunday).' })
          .int({ error: 'Working days are 1 (Monday) to 7 (Sunday).' })
          .refine((d): d is Weekday => d >= 1 && d <= 7, {
            error: 'Working days are 1 (Monday) to 7 (Sunday).',
          }),
        { error: 'Working days must be a list of weekdays.' },
      )
      // A week with no working day would make every day a weekly off: surely a slip.
      .min(1, { error: 'Choose at least one working day.' })
      .max(7, { error: 'A week has seven days: give each working day once.' })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b) as Weekday[]),
    shiftStart: clock('The shift start'),
    shiftEnd: clock('The shift end'),
    lateGraceMinutes: minutes(
      'The grace for lateness',
      REPORT_LIMITS.graceMinutes.min,
      REPORT_LIMITS.graceMinutes.max,
    ),
    halfDayBelowMinutes: minutes('The half-day threshold', 1, REPORT_LIMITS.dayMinutes.max),
    absentBelowMinutes: minutes('The absence threshold', 0, REPORT_LIMITS.dayMinutes.max),
    holidays: z
      .array(
        z.object({
          date: isoDate,
          name: z
            .string({ error: 'A holiday needs a name.' })
            .trim()
            .min(1, { error: 'A holiday needs a name.' })
            .max(REPORT_LIMITS.holidayName, {
              error: `A holiday's name can be at most ${REPORT_LIMITS.holidayName} characters.`,
            }),
        }),
      )
      .max(REPORT_LIMITS.holidays, {
        error: `At most ${REPORT_LIMITS.holidays} holidays.`,
      })
      .transform((list) => [...list].sort((a, b) => a.date.localeCompare(b.date))),
    ratesPerKm: z.object({
      walking: rate('walking'),
      cycling: rate('cycling'),
      driving: rate('driving'),
    }),
  })
  .superRefine((s, ctx) => {
    // A shift over midnight (a night shift) is a later issue's: here a day's shift ends after it starts.
    if (minutesOf(s.shiftEnd) <= minutesOf(s.shiftStart)) {
      ctx.addIssue({
        code: 'custom',
        path: ['shiftEnd'],
        message: 'The shift must end after it starts.',
      });
    }
    if (s.absentBelowMinutes > s.halfDayBelowMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['absentBelowMinutes'],
        message: 'The absence threshold must not be above the half-day threshold.',
      });
    }
    // The list is sorted by now, so a repeated date follows its first; the list's own path, as
    // a position in the sorted list would not be the row the person typed it in.
    const twice = s.holidays.find((h, i) => i > 0 && s.holidays[i - 1]?.date === h.date);
    if (twice) {
      ctx.addIssue({
        code: 'custom',
        path: ['holidays'],
        message: `Each date can be one holiday; ${twice.date} is listed twice.`,
      });
    }
  });

/** The settings as answered (no transforms: a response is only checked, never reshaped). */
export const reportSettingsOutputSchema = z.object({
  workDays: z.array(z.number().int()),
  shiftStart: z.string(),
  shiftEnd: z.string(),
  lateGraceMinutes: z.number().int(),
  halfDayBelowMinutes: z.number().int(),
  absentBelowMinutes: z.number().int(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  ratesPerKm: z.object({ walking: z.number(), cycling: z.number(), driving: z.number() }),
});

export const reportSettingsResponseSchema = z.object({
  is_success: z.literal(true),
  settings: reportSettingsOutputSchema,
});
export type ReportSettingsRequest = z.input<typeof reportSettingsSchema>;

export { minutesOf as clockMinutes, TRIP_TYPES as REPORT_TRAVEL_MODES };
