import { sql } from 'drizzle-orm';
import { foreignKey, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    // A customer is known to a company by e-mail; the same person may be a customer of several.
    uniqueIndex('customers_company_email_lower_key').on(t.companyId, sql`lower(${t.email})`),
    unique('customers_company_id_id_key').on(t.companyId, t.id),
  ],
);
