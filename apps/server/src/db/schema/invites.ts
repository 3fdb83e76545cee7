import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { companies } from './companies.ts';
import { departments } from './departments.ts';
import { users } from './users.ts';

/** A join code an admin hands out (often as a QR code) so employees can join the company. */
export const invites = pgTable(
  'invites',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    code: text('code').notNull().unique(),
    departmentId: uuid('department_id'),
    createdByUserId: uuid('created_by_user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** How many people may join with it; null: any number until it expires. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('invites_company_idx').on(t.companyId, t.expiresAt),
    check('invites_uses_check', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);
