import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { NotifyState, SubmissionKind, TaskStatus } from '@ronda/shared';
import type { Database } from '../db/client.ts';
import { companies, complaints, customers, submissions } from '../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;

/** `%` and `_` in what staff type are letters, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows after the cursor row in newest-first order. The cursor is the last row's id; comparing
 * against its stored time keeps PostgreSQL's microseconds, which a JavaScript date would lose.
 */
function after(table: typeof submissions | typeof complaints, cursorId: string | undefined) {
  if (!cursorId) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (select c.created_at, c.id from ${table} c where c.id = ${cursorId})`;
}

export async function listInboxSubmissions(
  db: Reader,
  filter: { kind?: SubmissionKind; state?: NotifyState; q?: string; cursor?: string },
  limit: number,
) {
  const q = filter.q ? contains(filter.q) : undefined;
  return db
    .select()
    .from(submissions)
    .where(
      and(
        filter.kind ? eq(submissions.kind, filter.kind) : undefined,
        filter.state ? eq(submissions.notifyStatus, filter.state) : undefined,
        // Every field the visitor sent is searchable (name, company, message…), as text.
        q
          ? or(
              ilike(submissions.email, q),
              ilike(sql`${submissions.payload}::text`, q),
              ilike(sql`${submissions.id}::text`, q),
            )
          : undefined,
        after(submissions, filter.cursor),
      ),
    )
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
}

/**
 * Customer requests: tasks a company's customer sent through its public request form (no
 * console user created them), across every company.
 */
export async function listInboxCustomerRequests(
  db: Reader,
  filter: { status?: TaskStatus; q?: string; cursor?: string },
  limit: number,
) {
  const q = filter.q ? contains(filter.q) : undefined;
  return db
    .select({
      id: complaints.id,
      createdAt: complaints.createdAt,
      companyId: companies.id,
      companyName: companies.name,
      customerName: customers.name,
      customerEmail: customers.email,
      customerPhone: customers.phone,
      description: complaints.description,
      address: complaints.locationAddress,
      dueDate: complaints.dueDate,
      status: complaints.status,
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .innerJoin(
      customers,
      and(eq(customers.companyId, complaints.companyId), eq(customers.id, complaints.customerId)),
    )
    .where(
      and(
        isNull(complaints.createdByUserId),
        isNull(complaints.parentComplaintId),
        isNotNull(complaints.customerId),
        filter.status ? eq(complaints.status, filter.status) : undefined,
        q
          ? or(
              ilike(companies.name, q),
              ilike(customers.name, q),
              ilike(customers.email, q),
              ilike(complaints.description, q),
              ilike(complaints.locationAddress, q),
            )
          : undefined,
        after(complaints, filter.cursor),
      ),
    )
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(limit);
}

export type InboxCustomerRequestRow = Awaited<ReturnType<typeof listInboxCustomerRequests>>[number];
