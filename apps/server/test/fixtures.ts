import crypto from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { companies, departmentMembers, departments, users } from '../src/db/schema/index.ts';

/**
 * Small builders for rows a test needs beyond the demo company. A test company is a demo company
 * unless told otherwise: tests sign its people in through the demo sign-in, which only demo
 * companies allow (auth-sessions.test.ts checks that a registered company is refused).
 */
export async function insertCompany(
  db: Database,
  values: Partial<typeof companies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(companies)
    .values({ name: `Test Co ${crypto.randomBytes(3).toString('hex')}`, isDemo: true, ...values })
    .returning();
  if (!row) throw new Error('no company');
  return row;
}

export async function insertUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { companyId: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'Person',
      email: `person-${crypto.randomBytes(4).toString('hex')}@test.example`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

export async function insertDepartment(
  db: Database,
  companyId: string,
  name: string,
  memberIds: string[] = [],
) {
  const [row] = await db.insert(departments).values({ companyId, name }).returning();
  if (!row) throw new Error('no department');
  if (memberIds.length > 0) {
    await db
      .insert(departmentMembers)
      .values(memberIds.map((userId) => ({ companyId, departmentId: row.id, userId })));
  }
  return row;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
