import { DEMO_STAFF } from './demo-staff.ts';
import type { LatLngTuple } from './geo.ts';
import { planFieldDay } from './plan-field-day.ts';
import type { FieldDayPlan } from './plan-types.ts';

/** Two days of every demo staff member: enough variety for the plan tests, planned once. */
export const SAMPLE_DATES = ['2026-11-24', '2027-02-03'] as const;

let cached: FieldDayPlan[] | undefined;

export function samplePlans(): FieldDayPlan[] {
  cached ??= SAMPLE_DATES.flatMap((date) =>
    DEMO_STAFF.map((member) => planFieldDay({ employeeKey: member.key, date })),
  );
  return cached;
}

/** Where the person went all day: every trip's path and every stop. */
export function dayPaths(plan: FieldDayPlan): LatLngTuple[][] {
  return [
    ...plan.truth.trips.map((trip) => trip.path),
    ...plan.truth.stops.map((stop): LatLngTuple[] => [[stop.lat, stop.lng]]),
  ];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const GOA_BOUNDS = { minLat: 14.85, maxLat: 15.85, minLng: 73.6, maxLng: 74.35 } as const;

export function insideGoa(lat: number, lng: number): boolean {
  return (
    lat >= GOA_BOUNDS.minLat &&
    lat <= GOA_BOUNDS.maxLat &&
    lng >= GOA_BOUNDS.minLng &&
    lng <= GOA_BOUNDS.maxLng
  );
}
