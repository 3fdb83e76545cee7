import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { WORK_LOG_STATUSES } from '@ronda/shared';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { taskPriority } from './complaints.ts';
import { departments } from './departments.ts';
import { users } from './users.ts';

export const workLogStatus = pgEnum('work_log_status', WORK_LOG_STATUSES);

/** What an employee logged doing, from the phone (console.md §3 Work log). */
export const workLogs = pgTable(
  'work_logs',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    clientId: text('client_id').notNull(),
    workDate: date('work_date').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    status: workLogStatus('status').notNull(),
    priority: taskPriority('priority').notNull().default('medium'),
    notes: text('notes'),
    departmentId: uuid('department_id'),
    supervisorId: uuid('supervisor_id'),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    locationAddress: text('location_address'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    employeeImages: text('employee_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }),
    foreignKey({
      columns: [t.companyId, t.supervisorId],
      foreignColumns: [users.companyId, users.id],
    }),
    unique('work_logs_client_key').on(t.companyId, t.userId, t.clientId),
    index('work_logs_user_day_idx').on(t.companyId, t.userId, t.workDate, t.loggedAt),
  ],
);
