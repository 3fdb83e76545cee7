import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { USER_STATUSES } from '@ronda/shared';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const userStatus = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone'),
    profilePictureUrl: text('profile_picture_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSupervisor: boolean('is_supervisor').notNull().default(false),
    status: userStatus('status').notNull().default('active'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    // Sign-in finds a person by verified e-mail alone, so an address belongs to one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // Lets other tenant tables reference (company_id, user_id) so a row can never point across companies.
    unique('users_company_id_id_key').on(t.companyId, t.id),
    index('users_company_status_idx').on(t.companyId, t.status),
  ],
);
