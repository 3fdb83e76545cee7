import type {
  AttendanceDayTotals,
  AttendanceDayTotalsView,
  AttendanceRecord,
  Break,
  PunchCheck,
} from '@ronda/shared';
import type { AttendanceRow, BreakRow } from '../repositories/attendance.repository.ts';

const HOUR_MS = 3_600_000;

/** console.md §3 Break: duration in hours once ended; locations as {lat, lng}. */
export function presentBreak(row: BreakRow): Break {
  const ended = row.endAt !== null && row.endLat !== null && row.endLng !== null;
  return {
    id: row.id,
    reason: row.reason,
    startTime: row.startAt.toISOString(),
    endTime: row.endAt?.toISOString() ?? null,
    duration: row.endAt
      ? Math.round(((row.endAt.getTime() - row.startAt.getTime()) / HOUR_MS) * 1000) / 1000
      : null,
    startLocation: { lat: row.startLat, lng: row.startLng },
    endLocation: ended ? { lat: row.endLat ?? 0, lng: row.endLng ?? 0 } : null,
  };
}

export type SiteNames = ReadonlyMap<string, string>;

function check(
  outsideSite: boolean,
  siteId: string | null,
  isMock: boolean,
  sites: SiteNames,
): PunchCheck {
  const name = siteId ? sites.get(siteId) : undefined;
  return { outsideSite, isMock, site: siteId && name ? { id: siteId, name } : null };
}

/** console.md §3 Attendance record: coordinates are [longitude, latitude], as the spec has them. */
export function presentAttendance(
  row: AttendanceRow,
  breaks: readonly BreakRow[],
  sites: SiteNames,
): AttendanceRecord {
  const out =
    row.checkOutAt && row.checkOutLat !== null && row.checkOutLng !== null
      ? { at: row.checkOutAt, lat: row.checkOutLat, lng: row.checkOutLng }
      : undefined;
  return {
    id: row.id,
    userId: row.userId,
    checkInTime: row.checkInAt.toISOString(),
    checkOutTime: out?.at.toISOString() ?? null,
    checkInLocation: {
      address: row.checkInAddress,
      coordinates: [row.checkInLng, row.checkInLat],
    },
    checkOutLocation: out
      ? { address: row.checkOutAddress, coordinates: [out.lng, out.lat] }
      : null,
    checkIn: check(row.checkInOutsideSite, row.checkInSiteId, row.checkInIsMock, sites),
    checkOut: out
      ? check(
          row.checkOutOutsideSite ?? false,
          row.checkOutSiteId,
          row.checkOutIsMock ?? false,
          sites,
        )
      : null,
    breaks: breaks.filter((b) => b.attendanceId === row.id).map(presentBreak),
  };
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The day's totals over every session (issue 27), in whole seconds as of `asOf`. */
export function presentAttendanceTotals(
  totals: AttendanceDayTotals,
  asOf: Date,
): AttendanceDayTotalsView {
  return {
    asOf: asOf.toISOString(),
    sessionCount: totals.sessions.length,
    breakCount: totals.breakCount,
    loggedSeconds: seconds(totals.loggedMs),
    breakSeconds: seconds(totals.breakMs),
    workedSeconds: seconds(totals.loggedMs) - seconds(totals.breakMs),
  };
}
