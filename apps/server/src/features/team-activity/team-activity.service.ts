import { attendanceDayTotals, localDayBounds, WORK_LOGS_LIST_LIMIT } from '@ronda/shared';
import { peopleScope } from '../../auth/access-policy.ts';
import { requireOwnCompany } from '../../auth/require.ts';
import { visiblePerson } from '../../auth/visible-person.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import type { LatestBoard } from '../../live/latest-board.ts';
import { loadAttendanceDetails } from '../../repositories/attendance-details.ts';
import { findAttendanceOnDay } from '../../repositories/attendance.repository.ts';
import { findWorkLogViews } from '../../repositories/work-logs.repository.ts';

/** The encoded answer, from this process's board of the company (live/latest-board.ts). */
export async function latestLocationsFor(
  board: LatestBoard,
  session: SessionContext,
  companyId: string,
  excludeNoLocation: boolean,
): Promise<Buffer> {
  requireOwnCompany(session, companyId);
  return board.body(companyId, peopleScope(session.actor), excludeNoLocation);
}

export async function workLogsOf(
  db: Database,
  session: SessionContext,
  userId: string,
  date: string | undefined,
) {
  const person = await visiblePerson(db, session, userId);
  return findWorkLogViews(db, person, {
    ...(date ? { workDate: date } : {}),
    limit: WORK_LOGS_LIST_LIMIT,
  });
}

/** `date` is a day in the company's time zone, as the console's date picker shows it. */
export async function attendanceOn(
  db: Database,
  session: SessionContext,
  userId: string,
  date: string,
) {
  const person = await visiblePerson(db, session, userId);
  const timezone = session.company.timezone;
  const rows = await findAttendanceOnDay(db, person, { date, timezone });
  const details = await loadAttendanceDetails(db, person.companyId, rows);
  const now = new Date();
  const totals = attendanceDayTotals(
    rows.map((row) => ({
      id: row.id,
      checkInTime: row.checkInAt.toISOString(),
      checkOutTime: row.checkOutAt?.toISOString() ?? null,
      breaks: details.breaks
        .filter((b) => b.attendanceId === row.id)
        .map((b) => ({
          startTime: b.startAt.toISOString(),
          endTime: b.endAt?.toISOString() ?? null,
        })),
    })),
    localDayBounds(date, timezone),
    now,
  );
  return { rows, ...details, totals, asOf: now };
}
