import type { Trip } from '@ronda/shared';
import { useMemo } from 'react';
import type { LatLng } from '@/lib/coordinates';
import { useAttendanceDay } from '../api/get-attendance-day';
import { useDayTracking } from '../api/get-day-tracking';
import { useWorkLogs } from '../api/get-work-logs';
import { routePoints } from '../lib/route-points';
import { buildTimeline } from '../lib/timeline';

export interface RouteTrip {
  trip: Trip;
  /** 1-based, as the selector labels it: 'Trip 1'. */
  number: number;
  path: LatLng[];
}

/** The three calls for one person's day (console.md §7) and what the page builds from them: every
 * session of the day is on the timeline (issue 27, CON-LOC-87 in docs/spec-decisions.md). */
export function useDayActivity(userId: string, date: string) {
  const tracking = useDayTracking(userId, date);
  const attendance = useAttendanceDay(userId, date);
  const workLogs = useWorkLogs(userId, date);
  const timeline = useMemo(
    () =>
      buildTimeline({
        attendance: attendance.data ?? [],
        workLogs: workLogs.data ?? [],
        trips: tracking.data?.trips ?? [],
        places: tracking.data?.placesVisited ?? [],
        gaps: tracking.data?.gaps ?? [],
      }),
    [attendance.data, workLogs.data, tracking.data],
  );
  const trips = useMemo<RouteTrip[]>(
    () =>
      (tracking.data?.trips ?? []).map((trip, index) => ({
        trip,
        number: index + 1,
        // The road-matched line reads better; the raw one is there when matching was not possible.
        path: routePoints(trip.snappedPolyline ?? trip.encodedPolyline),
      })),
    [tracking.data],
  );
  return { tracking, attendance, workLogs, timeline, trips };
}
