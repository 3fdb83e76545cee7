import { minutesText, TRIP_TYPES, type KmByMode, type TripType } from '@ronda/shared';

/** The modes in the order the report's columns and files list them. */
export const MODES: readonly TripType[] = TRIP_TYPES;

export const MODE_WORDS: Readonly<Record<TripType, string>> = {
  walking: 'Walking',
  cycling: 'Cycling',
  driving: 'Driving',
};

const km2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// en-IN groups as Indians write amounts: ₹1,23,456.50.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Km with the 2 decimals every screen and file shows (kmOf): "1,234.50 km". */
export const kmText = (km: number) => `${km2.format(km)} km`;

/** Km as a table's figure, its unit in the column head: "1,234.50". */
export const kmFigure = (km: number) => km2.format(km);

/** Rupees with paise, Indian grouping: "₹1,23,456.50". */
export const amountText = (rupees: number) => inr.format(rupees);

/**
 * The rates the amounts were worked out at, paid modes first and dearest first:
 * "₹9.75/km driving, ₹2.50/km cycling, walking not paid".
 */
export function ratesText(rates: KmByMode): string {
  const paid = MODES.filter((m) => rates[m] > 0).sort((a, b) => rates[b] - rates[a]);
  const unpaid = MODES.filter((m) => rates[m] <= 0);
  return [
    ...paid.map((m) => `${inr.format(rates[m])}/km ${m}`),
    ...unpaid.map((m) => `${m} not paid`),
  ].join(', ');
}

/**
 * A day's silence in words. The phone said nothing for that long, so how far the person went
 * then is not known and is not in the km: the report says so rather than guess.
 */
export const silenceText = (minutes: number) =>
  `No signal ${minutesText(minutes)}: distance unknown`;
