import type { Database } from '../db/client.ts';
import { ApiError } from '../lib/api-error.ts';
import { departmentsOfUsers, findUserInCompany } from '../repositories/people.repository.ts';
import { canSeePerson } from './access-policy.ts';
import type { SessionContext } from './sessions.ts';

/**
 * The person whose day is asked for: 404 outside the company, 403 inside it when the asker may
 * not see them (an employee sees only themselves, a supervisor their departments' people).
 */
export async function visiblePerson(db: Database, session: SessionContext, userId: string) {
  const { actor } = session;
  const user = await findUserInCompany(db, actor.companyId, userId);
  if (!user) throw ApiError.notFound('User not found');
  const departments = (await departmentsOfUsers(db, actor.companyId, [userId])).get(userId) ?? [];
  if (!canSeePerson(actor, { userId, departmentIds: departments.map((d) => d.id) })) {
    throw ApiError.forbidden();
  }
  return { companyId: actor.companyId, userId };
}
