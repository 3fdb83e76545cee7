import { LOCATION_STALE_MS } from '@ronda/shared';
import { haversineMeters } from '@ronda/tracking';
import type { Database } from '../../db/client.ts';
import { findLatestFix } from '../../repositories/latest-locations.repository.ts';
import type { TaskRow } from './task-views.repository.ts';
import type { TaskChanges } from './task-writes.repository.ts';

/**
 * How far the assignee's latest fix was from the task when they resolved it, so a supervisor can
 * trust a resolution without calling. A fix older than the stale limit says nothing about where
 * they are now, so it records nothing.
 */
export async function resolutionOf(
  db: Pick<Database, 'select'>,
  task: TaskRow,
  now: Date,
): Promise<TaskChanges> {
  if (!task.employeeId || task.locationLat === null || task.locationLng === null) return {};
  const fix = await findLatestFix(db, task.companyId, task.employeeId);
  if (!fix || now.getTime() - fix.at.getTime() > LOCATION_STALE_MS) return {};
  const metres = haversineMeters(fix, { lat: task.locationLat, lng: task.locationLng });
  return { resolvedDistanceM: Math.round(metres), resolvedFixAt: fix.at };
}
