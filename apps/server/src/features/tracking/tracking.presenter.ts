import type { TrackingResponse, VisitedPlace } from '@ronda/shared';
import type { Trip as EngineTrip } from '@ronda/tracking';
import type { TrackedDay } from './tracking.service.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** console.md §3 Trip and Visited place; distances in km, durations in minutes, speeds in km/h. */
export function presentTracking(day: TrackedDay): TrackingResponse {
  const { analysis, places } = day;
  const addressOfStay = (index: number | null) =>
    index === null ? null : (places?.[index]?.placeAddress ?? places?.[index]?.placeName ?? null);
  const trips = analysis.trips.map((trip, i) => ({
    id: `trip-${trip.start}`,
    startTime: iso(trip.start),
    endTime: iso(trip.end),
    origin: { placeAddress: addressOfStay(trip.fromStay), ...trip.from },
    destination: { placeAddress: addressOfStay(trip.toStay), ...trip.to },
    stats: day.includeStats ? statsOf(trip) : null,
    encodedPolyline: trip.encodedPolyline,
    snappedPolyline: day.snapped?.[i] ?? null,
    tripType: trip.type,
  }));
  const placesVisited: VisitedPlace[] = places
    ? analysis.stays.map((stay, i) => ({
        id: `place-${stay.start}`,
        placeName: places[i]?.placeName ?? null,
        placeAddress: places[i]?.placeAddress ?? null,
        lat: round(stay.lat, 7),
        lng: round(stay.lng, 7),
        arriveTime: iso(stay.start),
        departTime: iso(stay.end),
        duration: round((stay.end - stay.start) / 60_000, 1),
        source: places[i]?.source ?? null,
      }))
    : [];
  const totalKm = analysis.trips.reduce((sum, t) => sum + t.distanceM, 0) / 1000;
  const movingMinutes = analysis.trips.reduce((sum, t) => sum + t.durationS, 0) / 60;
  return {
    is_success: true,
    userId: day.userId,
    date: day.date,
    timeZone: day.timeZone,
    trips,
    placesVisited,
    gaps: analysis.gaps.map((gap) => ({
      from: iso(gap.from),
      to: iso(gap.to),
      fromPoint: gap.fromPoint,
      toPoint: gap.toPoint,
    })),
    summary: day.includeStats
      ? { distance: round(totalKm, 3), movingMinutes: round(movingMinutes, 1), trips: trips.length }
      : null,
    archived: day.archived,
  };
}

function statsOf(trip: EngineTrip) {
  return {
    distance: round(trip.distanceM / 1000, 3),
    duration: round(trip.durationS / 60, 1),
    averageSpeed: round(trip.averageSpeedKmh, 2),
    maxSpeed: round(trip.maxSpeedKmh, 2),
  };
}
