import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  companies,
  complaints,
  customers,
  departmentMembers,
  departments,
  users,
} from '../schema/index.ts';
import { buildDemoRows } from './build-demo-rows.ts';
import { DEMO_COMPANY_ID } from './demo-ids.ts';

export { DEMO_COMPANY_ID } from './demo-ids.ts';
export { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_SUPERVISOR_EMAIL } from './demo-people.ts';

export interface SeedDemoCompanyOptions {
  /** The moment the demo is built around ("today"); defaults to the current time. */
  now?: Date;
}

export interface SeedDemoCompanyResult {
  companyId: string;
  /** True when this run inserted the company; false when it was already there. */
  created: boolean;
}

// Any constant works; it serialises two processes seeding the same database at the same moment.
const SEED_LOCK_KEY = 727_002;

/** True when no company exists yet: the server seeds the demo only into such a database. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}

/**
 * Inserts the demo company (Mandovi Field Services, Goa) with its people, customers and tasks.
 *
 * Idempotent: every id is derived from a stable key and every insert skips rows that already exist,
 * all in one transaction. A second run changes nothing, and a run against a demo company that lacks
 * rows added to the data later fills in only those rows. Existing rows are never updated, so a demo
 * someone has been clicking through keeps their changes.
 */
export async function seedDemoCompany(
  db: Database,
  options: SeedDemoCompanyOptions = {},
): Promise<SeedDemoCompanyResult> {
  const rows = buildDemoRows(options.now ?? new Date());

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    const insertedCompany = await tx
      .insert(companies)
      .values(rows.company)
      .onConflictDoNothing()
      .returning({ id: companies.id });
    await tx.insert(departments).values(rows.departments).onConflictDoNothing();
    await tx.insert(users).values(rows.users).onConflictDoNothing();
    await tx.insert(departmentMembers).values(rows.departmentMembers).onConflictDoNothing();
    await tx.insert(customers).values(rows.customers).onConflictDoNothing();
    await tx.insert(complaints).values(rows.tasks).onConflictDoNothing();
    await tx.insert(complaints).values(rows.subtasks).onConflictDoNothing();
    // Later issues add their demo rows (location days, attendance, ...) here, in the same transaction.

    return { companyId: DEMO_COMPANY_ID, created: insertedCompany.length > 0 };
  });
}
