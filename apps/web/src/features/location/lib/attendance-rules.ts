import type { AttendanceRecord, Break } from '@ronda/shared';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';

/**
 * console.md §4: punched in with no check-out, or a check-out still in the future, is currently
 * active; anything else is completed.
 */
export function isAttendanceActive(record: AttendanceRecord, now: Date): boolean {
  if (!record.checkOutTime) return true;
  const out = Date.parse(record.checkOutTime);
  return Number.isNaN(out) || out > now.getTime();
}

export type BreakState = 'started' | 'ended';

/** console.md §4: a break without an end time is started (currently on break), else ended. */
export function breakState(entry: Break): BreakState {
  return entry.endTime ? 'ended' : 'started';
}

/** A break's length in hours: its stored duration, or its times when the duration is missing. */
export function breakHours(entry: Break): number | null {
  if (entry.duration !== null) return entry.duration;
  if (!entry.endTime) return null;
  const ms = Date.parse(entry.endTime) - Date.parse(entry.startTime);
  return Number.isFinite(ms) && ms >= 0 ? ms / 3_600_000 : null;
}

/**
 * Attendance and work-log coordinates are [longitude, latitude] (console.md §3, GeoJSON order);
 * the map wants latitude first. Anything off the globe is no point at all.
 */
export function pointFromLngLat(coordinates: readonly [number, number] | null | undefined) {
  if (!coordinates) return null;
  const point: LatLng = { lat: coordinates[1], lng: coordinates[0] };
  return isValidCoordinates(point) ? point : null;
}

/** A {lat, lng} from the server, if it is on the globe. */
export function validPoint(point: Partial<LatLng> | null | undefined): LatLng | null {
  return isValidCoordinates(point) ? { lat: point.lat, lng: point.lng } : null;
}
