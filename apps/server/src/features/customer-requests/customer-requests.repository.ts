import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, complaintEvents, complaints, departments } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

export async function listCompanies(db: Executor, onlyActive: boolean) {
  return db
    .select()
    .from(companies)
    .where(onlyActive ? eq(companies.isActive, true) : undefined)
    .orderBy(asc(companies.name));
}

export async function findActiveCompany(db: Executor, companyId: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isActive, true)))
    .limit(1);
  return row;
}

export async function findCompanyDepartment(db: Executor, companyId: string, departmentId: string) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, departmentId)))
    .limit(1);
  return row;
}

export async function insertCustomerComplaint(db: Executor, row: typeof complaints.$inferInsert) {
  const [created] = await db.insert(complaints).values(row).returning({ id: complaints.id });
  if (!created) throw new Error('complaint insert returned nothing');
  await db.insert(complaintEvents).values({
    companyId: row.companyId,
    complaintId: created.id,
    kind: 'created',
    changes: { source: 'public-request-form', status: 'incoming' },
  });
  // Issue 30: a new request is an alert while nobody has taken it (the company's rule on).
  const what = row.description.length > 60 ? `${row.description.slice(0, 60)}…` : row.description;
  await db.execute(sql`
    insert into alerts (company_id, kind, task_id, episode, message)
    select c.id, 'customer-request', ${created.id}, 'customer-request:' || ${created.id}::text,
           ${`New customer request: “${what}”`}
      from companies c
     where c.id = ${row.companyId}
       and coalesce((c.alert_rules -> 'customer-request' ->> 'on')::boolean, false)
    on conflict (company_id, episode) where closed_at is null do nothing`);
  return created;
}
