export type TripType = 'walking' | 'cycling' | 'driving';

/** console.md §4, §9: the trip type follows from the average speed alone. */
export function tripTypeOf(averageSpeedKmh: number): TripType {
  if (averageSpeedKmh < 5) return 'walking';
  if (averageSpeedKmh < 15) return 'cycling';
  return 'driving';
}
