import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { complaints, customers } from '../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert'>;
export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerByEmail(db: Executor, companyId: string, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(eq(customers.companyId, companyId), sql`lower(${customers.email}) = lower(${email})`),
    )
    .limit(1);
  return row;
}

export async function findCustomer(db: Executor, companyId: string, customerId: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .limit(1);
  return row;
}

/** Inserts unless the company already knows the e-mail; answers the customer either way. */
export async function insertCustomerOnce(db: Executor, row: typeof customers.$inferInsert) {
  const { created, existing } = await insertNewCustomer(db, row);
  return created ?? existing;
}

/** Inserts the customer; when the company already has the e-mail, answers who has it instead. */
export async function insertNewCustomer(
  db: Executor,
  row: typeof customers.$inferInsert,
): Promise<
  | { created: CustomerRow; existing?: undefined }
  | { created?: undefined; existing: CustomerRow | undefined }
> {
  const [created] = await db.insert(customers).values(row).onConflictDoNothing().returning();
  if (created) return { created };
  return { existing: await findCustomerByEmail(db, row.companyId, row.email) };
}

/** A company's customers by name; `assignedTo` narrows them to customers of that user's tasks. */
export async function listCustomers(
  db: Executor,
  companyId: string,
  assignedTo?: string,
): Promise<CustomerRow[]> {
  const theirs = assignedTo
    ? inArray(
        customers.id,
        db
          .select({ id: complaints.customerId })
          .from(complaints)
          .where(and(eq(complaints.companyId, companyId), eq(complaints.employeeId, assignedTo))),
      )
    : undefined;
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), theirs))
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id));
}
