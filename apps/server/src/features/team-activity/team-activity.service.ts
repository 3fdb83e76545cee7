import { WORK_LOGS_LIST_LIMIT } from '@ronda/shared';
import { canSeePerson, peopleScope } from '../../auth/access-policy.ts';
import { requireOwnCompany } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { LatestBoard } from '../../live/latest-board.ts';
import { loadAttendanceDetails } from '../../repositories/attendance-details.ts';
import { findAttendanceOnDay } from '../../repositories/attendance.repository.ts';
import { departmentsOfUsers, findUserInCompany } from '../../repositories/people.repository.ts';
import { findWorkLogViews } from '../../repositories/work-logs.repository.ts';

/**
 * The person whose day is asked for: 404 outside the company, 403 inside it when the asker may
 * not see them (an employee sees only themselves, a supervisor their departments' people).
 */
async function visiblePerson(db: Database, session: SessionContext, userId: string) {
  const { actor } = session;
  const user = await findUserInCompany(db, actor.companyId, userId);
  if (!user) throw ApiError.notFound('User not found');
  const departments = (await departmentsOfUsers(db, actor.companyId, [userId])).get(userId) ?? [];
  if (!canSeePerson(actor, { userId, departmentIds: departments.map((d) => d.id) })) {
    throw ApiError.forbidden();
  }
  return { companyId: actor.companyId, userId };
}

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
  const rows = await findAttendanceOnDay(db, person, { date, timezone: session.company.timezone });
  return { rows, ...(await loadAttendanceDetails(db, person.companyId, rows)) };
}
