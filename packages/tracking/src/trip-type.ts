export type TripType = 'walking' | 'cycling' | 'driving';

/**
 * console.md §4, §9's lines: below 5 km/h walking, below 15 cycling, else driving. The engine
 * gives it the trip's moving speed (its distance over the time not spent halted), not the
 * whole trip's average: see path-to-trip.ts and docs/spec-decisions.md.
 */
export function tripTypeOf(speedKmh: number): TripType {
  if (speedKmh < 5) return 'walking';
  if (speedKmh < 15) return 'cycling';
  return 'driving';
}
