import { foreignKey, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const departments = pgTable(
  'departments',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    unique('departments_company_name_key').on(t.companyId, t.name),
    unique('departments_company_id_id_key').on(t.companyId, t.id),
  ],
);

export const departmentMembers = pgTable(
  'department_members',
  {
    companyId: uuid('company_id').notNull(),
    departmentId: uuid('department_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.departmentId, t.userId] }),
    // Composite keys: a membership can only join a department and a user of the same company.
    foreignKey({
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('department_members_company_user_idx').on(t.companyId, t.userId),
  ],
);
