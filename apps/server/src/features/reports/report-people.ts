import type { ReportQuery } from '@ronda/shared';
import { isInScope, peopleScope } from '../../auth/access-policy.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findDepartment } from '../../repositories/company-setup.repository.ts';
import {
  findUserInCompany,
  listPeople,
  withDepartments,
  type UserWithDepartments,
} from '../../repositories/people.repository.ts';

/** Who a report is made for: a signed-in person, or the admin a scheduled e-mail goes to. */
export type ReportAsker = Pick<SessionContext, 'actor' | 'company'>;

export const REPORT_DENIED = 'You may not see reports of that person or department.';

const personRef = (p: UserWithDepartments) => ({
  userId: p.id,
  departmentIds: p.departments.map((d) => d.id),
});

/**
 * Whom a report covers (issue 29): the people the asker may see (admins the company,
 * supervisors their departments, employees themselves), narrowed to a department or people.
 * Another company's department or person is missing (404); one of this company the asker may
 * not see is refused (403), never silently left out of the figures.
 */
export async function reportPeople(
  db: Database,
  session: ReportAsker,
  query: Pick<ReportQuery, 'departmentId' | 'userId'>,
): Promise<UserWithDepartments[]> {
  const companyId = session.company.id;
  const scope = peopleScope(session.actor);
  if (query.departmentId) {
    if (!(await findDepartment(db, companyId, query.departmentId))) {
      throw ApiError.notFound('Department not found');
    }
    const mine =
      scope.kind === 'company' ||
      (scope.kind === 'departments' && scope.departmentIds.includes(query.departmentId));
    if (!mine) throw ApiError.forbidden(REPORT_DENIED);
  }
  for (const userId of query.userId ?? []) {
    const person = await findUserInCompany(db, companyId, userId);
    if (!person) throw ApiError.notFound('Person not found');
    if (!isInScope(scope, personRef(await withDepartments(db, person)))) {
      throw ApiError.forbidden(REPORT_DENIED);
    }
  }
  const wanted = query.userId ? new Set(query.userId) : null;
  return (await listPeople(db, companyId, scope)).filter(
    (p) =>
      (!wanted || wanted.has(p.id)) &&
      (!query.departmentId || p.departments.some((d) => d.id === query.departmentId)),
  );
}
