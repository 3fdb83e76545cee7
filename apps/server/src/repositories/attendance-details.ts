import type { Database } from '../db/client.ts';
import { findBreaksOf, type AttendanceRow, type BreakRow } from './attendance.repository.ts';
import { listWorkSites } from './work-sites.repository.ts';

export interface AttendanceDetails {
  breaks: BreakRow[];
  sites: Map<string, string>;
}

/** What presenting attendance records needs beyond the rows: their breaks and site names. */
export async function loadAttendanceDetails(
  db: Database,
  companyId: string,
  rows: readonly AttendanceRow[],
): Promise<AttendanceDetails> {
  const breaks = await findBreaksOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  const hasSites = rows.some((r) => r.checkInSiteId || r.checkOutSiteId);
  const sites = hasSites ? await listWorkSites(db, companyId) : [];
  return { breaks, sites: new Map(sites.map((s) => [s.id, s.name])) };
}
