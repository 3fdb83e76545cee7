import type {
  AttendanceRecord,
  Break,
  TrackingGap,
  Trip,
  VisitedPlace,
  WorkLog,
} from '@ronda/shared';
import type { LatLng } from '@/lib/coordinates';
import { pointFromLngLat, validPoint } from './attendance-rules';

interface Base {
  /** Unique in the day: ties a timeline entry to its map marker. */
  id: string;
  /** When it happened (ISO); the timeline's order. */
  at: string;
  /** Where it happened, if known: what selecting it centres on. */
  point: LatLng | null;
}

export type TimelineItem =
  | (Base & { kind: 'punch-in'; record: AttendanceRecord })
  | (Base & { kind: 'punch-out'; record: AttendanceRecord })
  | (Base & { kind: 'break-start'; entry: Break })
  | (Base & { kind: 'break-end'; entry: Break })
  | (Base & { kind: 'work-log'; log: WorkLog })
  | (Base & { kind: 'place'; place: VisitedPlace })
  | (Base & { kind: 'trip-start'; trip: Trip; tripNumber: number })
  | (Base & { kind: 'trip-end'; trip: Trip; tripNumber: number })
  | (Base & { kind: 'gap'; gap: TrackingGap });

export type TimelineKind = TimelineItem['kind'];

export interface DayData {
  /** Every session of the day (issue 27): each one's punches and breaks are on the timeline. */
  attendance: readonly AttendanceRecord[];
  workLogs: readonly WorkLog[];
  trips: readonly Trip[];
  places: readonly VisitedPlace[];
  gaps: readonly TrackingGap[];
}

function attendanceItems(record: AttendanceRecord): TimelineItem[] {
  const items: TimelineItem[] = [
    {
      kind: 'punch-in',
      id: `punch-in:${record.id}`,
      at: record.checkInTime,
      point: pointFromLngLat(record.checkInLocation.coordinates),
      record,
    },
  ];
  for (const entry of record.breaks) {
    items.push({
      kind: 'break-start',
      id: `break-start:${entry.id}`,
      at: entry.startTime,
      point: validPoint(entry.startLocation),
      entry,
    });
    if (entry.endTime) {
      items.push({
        kind: 'break-end',
        id: `break-end:${entry.id}`,
        at: entry.endTime,
        point: validPoint(entry.endLocation),
        entry,
      });
    }
  }
  if (record.checkOutTime) {
    items.push({
      kind: 'punch-out',
      id: `punch-out:${record.id}`,
      at: record.checkOutTime,
      point: pointFromLngLat(record.checkOutLocation?.coordinates),
      record,
    });
  }
  return items;
}

function trackingItems(day: DayData): TimelineItem[] {
  const trips = day.trips.flatMap((trip, index): TimelineItem[] => [
    {
      kind: 'trip-start',
      id: `trip-start:${trip.id}`,
      at: trip.startTime,
      point: validPoint(trip.origin),
      trip,
      tripNumber: index + 1,
    },
    {
      kind: 'trip-end',
      id: `trip-end:${trip.id}`,
      at: trip.endTime,
      point: validPoint(trip.destination),
      trip,
      tripNumber: index + 1,
    },
  ]);
  const places = day.places.map((place): TimelineItem => ({
    kind: 'place',
    id: `place:${place.id}`,
    at: place.arriveTime,
    point: validPoint(place),
    place,
  }));
  const gaps = day.gaps.map((gap, index): TimelineItem => ({
    kind: 'gap',
    id: `gap:${index}:${gap.from}`,
    at: gap.from,
    point: validPoint(gap.fromPoint),
    gap,
  }));
  return [...trips, ...places, ...gaps];
}

const timeOf = (item: TimelineItem) => {
  const at = Date.parse(item.at);
  // An unreadable time goes last rather than scrambling the order of the rest.
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
};

/** Ascending by time (console.md §2); equal times keep the order they were built in. */
export function sortTimeline(items: readonly TimelineItem[]): TimelineItem[] {
  return items
    .map((item, index) => ({ item, index, at: timeOf(item) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? -1 : 1))
    .map(({ item }) => item);
}

/** Everything of the day as one chronological list: punches, breaks, work logs, trips, places, gaps. */
export function buildTimeline(day: DayData): TimelineItem[] {
  const workLogs = day.workLogs.map((log): TimelineItem => ({
    kind: 'work-log',
    id: `work-log:${log.id}`,
    at: log.createdAt,
    point: pointFromLngLat(log.location?.coordinates),
    log,
  }));
  return sortTimeline([
    ...day.attendance.flatMap(attendanceItems),
    ...trackingItems(day),
    ...workLogs,
  ]);
}
