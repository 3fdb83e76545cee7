import { and, eq } from 'drizzle-orm';
import type { PeopleScope } from '../auth/access-policy.ts';
import type { Database } from '../db/client.ts';
import { latestLocations } from '../db/schema/index.ts';

/**
 * A person and, when one is known, their presented latest location (JSON text), as the driver
 * hands it over: a tuple, because 10,000 objects built from it cost more than the query.
 */
export type LatestLocationRow = readonly [
  userId: string,
  firstName: string,
  lastName: string,
  profilePictureUrl: string | null,
  presentedJson: string | null,
];

/** access-policy.ts peopleScope as a condition on `u` (users), with its parameters. */
function scopeCondition(scope: PeopleScope, next: number): { text: string; values: unknown[] } {
  if (scope.kind === 'company') return { text: '', values: [] };
  if (scope.kind === 'self') return { text: `and u.id = $${next}`, values: [scope.userId] };
  return {
    text: `and (u.id = $${next} or exists (
             select 1 from department_members m
              where m.company_id = u.company_id and m.user_id = u.id
                and m.department_id = any($${next + 1}::uuid[])))`,
    values: [scope.alsoUserId, [...scope.departmentIds]],
  };
}

/**
 * Active people of the company in scope with their latest location, by name in byte order (the
 * locale's collation took 10 ms of 25 for 10,000 people; screens sort for display themselves).
 * Read as arrays of five short values a person (see latest_locations.presented_json).
 */
export async function findLatestLocations(
  db: Database,
  companyId: string,
  scope: PeopleScope,
  options: { excludeNoLocation: boolean; userIds?: readonly string[] },
): Promise<LatestLocationRow[]> {
  const condition = scopeCondition(scope, 4);
  const result = await db.$client.query<[string, string, string, string | null, string | null]>({
    text: `select u.id, u.first_name, u.last_name, u.profile_picture_url, l.presented_json
             from users u
             left join latest_locations l on l.company_id = u.company_id and l.user_id = u.id
            where u.company_id = $1 and u.status = 'active'
              and ($2::boolean is false or l.user_id is not null)
              and ($3::uuid[] is null or u.id = any($3::uuid[]))
              ${condition.text}
            order by u.first_name collate "C", u.last_name collate "C", u.id`,
    values: [companyId, options.excludeNoLocation, options.userIds ?? null, ...condition.values],
    rowMode: 'array',
  });
  return result.rows;
}

/** Every department membership of the company, by person. */
export async function findDepartmentMemberships(
  db: Database,
  companyId: string,
): Promise<Map<string, string[]>> {
  const result = await db.$client.query<[string, string]>({
    text: 'select user_id, department_id from department_members where company_id = $1',
    values: [companyId],
    rowMode: 'array',
  });
  const byPerson = new Map<string, string[]>();
  for (const [userId, departmentId] of result.rows) {
    const list = byPerson.get(userId);
    if (list) list.push(departmentId);
    else byPerson.set(userId, [departmentId]);
  }
  return byPerson;
}

/** A person's newest fix (position and time), if any. */
export async function findLatestFix(
  db: Pick<Database, 'select'>,
  companyId: string,
  userId: string,
): Promise<{ lat: number; lng: number; at: Date } | undefined> {
  const [fix] = await db
    .select({ lat: latestLocations.lat, lng: latestLocations.lng, at: latestLocations.recordedAt })
    .from(latestLocations)
    .where(and(eq(latestLocations.companyId, companyId), eq(latestLocations.userId, userId)));
  return fix;
}
