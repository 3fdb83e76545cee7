import { z } from 'zod';
import { TRIP_TYPES, type TripType } from './tracking.ts';

/**
 * The distance and reimbursement report (issue 29): kilometres by travel mode from each day's
 * trips, the amount at the company's rates, and the stretches the phone was silent, whose
 * distance nobody saw and no report invents.
 */

const kmByModeSchema = z.object({ walking: z.number(), cycling: z.number(), driving: z.number() });
export type KmByMode = z.infer<typeof kmByModeSchema>;

export const distanceReportDaySchema = z.object({
  date: z.string(),
  km: z.number(),
  kmByMode: kmByModeSchema,
  trips: z.number().int(),
  /** Rupees, from paise: never a float sum. */
  amount: z.number(),
  /** Minutes without a position while the phone was expected to speak (the day's gaps). */
  silentMinutes: z.number().int(),
  /** Minutes from the first position of the day to the last. */
  trackedMinutes: z.number().int(),
  /** The day is not over: its figures will still grow. */
  pending: z.boolean(),
});
export type DistanceReportDay = z.infer<typeof distanceReportDaySchema>;

const distanceTotalsShape = {
  km: z.number(),
  kmByMode: kmByModeSchema,
  trips: z.number().int(),
  amount: z.number(),
  silentMinutes: z.number().int(),
  trackedMinutes: z.number().int(),
};

export const distanceReportPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  departments: z.array(z.string()),
  ...distanceTotalsShape,
  days: z.array(distanceReportDaySchema),
});
export type DistanceReportPerson = z.infer<typeof distanceReportPersonSchema>;

export const distanceReportSchema = z.object({
  kind: z.literal('distance'),
  from: z.string(),
  to: z.string(),
  company: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  generatedAt: z.string(),
  /** ₹ per km by mode, as they were when the report was made. */
  ratesPerKm: kmByModeSchema,
  people: z.array(distanceReportPersonSchema),
  totals: z.object({ people: z.number().int(), ...distanceTotalsShape }),
});
export type DistanceReport = z.infer<typeof distanceReportSchema>;

export const distanceReportResponseSchema = z.object({
  is_success: z.literal(true),
  report: distanceReportSchema,
});

/** Metres to km with 2 decimals, the precision every screen and file shows. */
export const kmOf = (metres: number): number => Math.round(metres / 10) / 100;

/** Metres by mode to km by mode. */
export function kmByModeOf(metres: Readonly<Record<TripType, number>>): KmByMode {
  return {
    walking: kmOf(metres.walking),
    cycling: kmOf(metres.cycling),
    driving: kmOf(metres.driving),
  };
}

/**
 * What a day's travel is paid, in paise: each mode's metres at its rate per km in paise,
 * rounded once per mode and day (the figure a person can check against the day's km).
 */
export function amountPaiseOf(
  metres: Readonly<Record<TripType, number>>,
  ratesPaise: Readonly<Record<TripType, number>>,
): number {
  return TRIP_TYPES.reduce(
    (sum, mode) => sum + Math.round((metres[mode] * ratesPaise[mode]) / 1000),
    0,
  );
}
