import {
  describeIssues,
  devicePointSchema,
  deviceTimeProblem,
  type LocationBatchResponse,
} from '@ronda/shared';
import type { Actor } from '../../auth/actor.ts';
import { ARCHIVE_AFTER_MS } from '../../jobs/archive-locations.ts';
import { reopenDayTracks } from '../../repositories/day-tracks.repository.ts';
import type { Database } from '../../db/client.ts';
import { storePointBatch, type PointRow } from '../../repositories/location-points.repository.ts';

export interface ReadPoints {
  rows: PointRow[];
  rejected: LocationBatchResponse['rejected'];
}

/**
 * These readings are stored as `real` (32-bit float). PostgreSQL refuses a value that rounds to
 * zero there (1e-50: "out of range for type real"), which would fail the whole batch: the value is
 * rounded as the column would keep it (1e-50 becomes 0) before it is sent.
 */
function float4(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.fround(value);
}

/**
 * Reads each point on its own: a phone's batch can hold hours of fixes, and one bad fix (a
 * broken sensor value, a clock far ahead) must not cost the others.
 */
export function readPoints(points: readonly unknown[], now: Date): ReadPoints {
  const rows: PointRow[] = [];
  const rejected: ReadPoints['rejected'] = [];
  points.forEach((raw, index) => {
    const parsed = devicePointSchema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ index, message: describeIssues(parsed.error) });
      return;
    }
    const point = parsed.data;
    const recordedAt = new Date(point.timestamp);
    const problem = deviceTimeProblem(recordedAt, now);
    if (problem) {
      rejected.push({ index, message: problem });
      return;
    }
    rows.push({
      clientId: point.id,
      recordedAt,
      lat: point.lat,
      lng: point.lng,
      accuracy: float4(point.accuracy),
      speed: float4(point.speed),
      heading: float4(point.heading),
      altitude: float4(point.altitude),
      battery: float4(point.battery),
      charging: point.charging ?? null,
      activity: point.activity ?? null,
      isMock: point.isMock ?? false,
    });
  });
  return { rows, rejected };
}

/**
 * Stores the readable points of one person's batch; retried points count as duplicates. The
 * owner is a signed-in phone's actor, or the person a tracking key belongs to (/api/osmand).
 */
export async function ingestLocationBatch(
  db: Database,
  person: Pick<Actor, 'companyId' | 'userId'>,
  points: readonly unknown[],
  now: Date,
): Promise<LocationBatchResponse> {
  const { rows, rejected } = readPoints(points, now);
  const owner = { companyId: person.companyId, userId: person.userId };
  const stored = rows.length > 0 ? await storePointBatch(db, owner, rows) : { accepted: 0 };
  // Only a fix older than 48 hours can belong to an archived day: re-open it so views include it.
  const late = rows.filter((r) => now.getTime() - r.recordedAt.getTime() > ARCHIVE_AFTER_MS);
  if (stored.accepted > 0 && late.length > 0) {
    await reopenDayTracks(
      db.$client,
      owner,
      late.map((r) => r.recordedAt),
      now,
    );
  }
  return {
    is_success: true,
    accepted: stored.accepted,
    duplicates: rows.length - stored.accepted,
    rejected,
  };
}
