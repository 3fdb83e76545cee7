import { foreignKey, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { companies } from './companies.ts';

/**
 * The company's audit trail: who changed what in its set-up, and when. The actor is kept by id
 * and name, so a line still says who even after that person's row is gone.
 */
export const companyChanges = pgTable(
  'company_changes',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    index('company_changes_company_idx').on(t.companyId, t.createdAt),
  ],
);
