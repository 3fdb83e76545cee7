import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_TYPES } from '@ronda/shared';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { departments } from './departments.ts';
import { users } from './users.ts';

export const taskStatus = pgEnum('task_status', TASK_STATUSES);
export const taskPriority = pgEnum('task_priority', TASK_PRIORITIES);
export const taskType = pgEnum('task_type', TASK_TYPES);

/** Tasks and subtasks ("complaints" in the API); a subtask has parent_complaint_id set. */
export const complaints = pgTable(
  'complaints',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    parentComplaintId: uuid('parent_complaint_id'),
    customerId: uuid('customer_id'),
    departmentId: uuid('department_id'),
    supervisorId: uuid('supervisor_id'),
    employeeId: uuid('employee_id'),
    createdByUserId: uuid('created_by_user_id'),
    description: text('description').notNull(),
    status: taskStatus('status').notNull().default('incoming'),
    priority: taskPriority('priority').notNull().default('medium'),
    taskType: taskType('task_type').notNull().default('customer'),
    supervisorNotes: text('supervisor_notes'),
    employeeNotes: text('employee_notes'),
    notes: text('notes'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    followUpOn: timestamp('follow_up_on', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    supervisorAssignedAt: timestamp('supervisor_assigned_at', { withTimezone: true }),
    employeeAssignedAt: timestamp('employee_assigned_at', { withTimezone: true }),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    locationAddress: text('location_address'),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
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
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    unique('complaints_company_id_id_key').on(t.companyId, t.id),
    // Every reference carries company_id, so a task can never point into another company.
    foreignKey({
      columns: [t.companyId, t.parentComplaintId],
      foreignColumns: [t.companyId, t.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }),
    foreignKey({
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }),
    foreignKey({
      columns: [t.companyId, t.supervisorId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      columns: [t.companyId, t.createdByUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    check(
      'complaints_completion_percentage_range',
      sql`${t.completionPercentage} between 0 and 100`,
    ),
    check('complaints_location_pair', sql`(${t.locationLat} is null) = (${t.locationLng} is null)`),
    index('complaints_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('complaints_company_department_idx').on(t.companyId, t.departmentId),
    index('complaints_company_employee_idx').on(t.companyId, t.employeeId),
    index('complaints_company_supervisor_idx').on(t.companyId, t.supervisorId),
    index('complaints_company_customer_idx').on(t.companyId, t.customerId),
    index('complaints_company_parent_idx').on(t.companyId, t.parentComplaintId),
  ],
);

/** Audit trail: who changed what on a task, and when. */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    complaintId: uuid('complaint_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    kind: text('kind').notNull(),
    changes: jsonb('changes')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.complaintId],
      foreignColumns: [complaints.companyId, complaints.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.actorUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    index('complaint_events_company_complaint_idx').on(t.companyId, t.complaintId, t.createdAt),
  ],
);
