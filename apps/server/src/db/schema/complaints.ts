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
import { createdAt, idColumn, tsvector, updatedAt } from './columns.ts';
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
    /**
     * Issue 28: what the search reads, kept by database triggers (migration 0017): the words of
     * the description and of the customer's name and e-mail, and every tail of the customer's
     * phone digits, each behind the company's tag (searchTagOf), so every word of a search is a
     * prefix match in one index that reads only the company's own entries.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
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
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** How far the assignee's latest fix was from the task when they resolved it. */
    resolvedDistanceM: integer('resolved_distance_m'),
    resolvedFixAt: timestamp('resolved_fix_at', { withTimezone: true }),
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
    /**
     * The day a task belongs to for the Tasks date filter and the dashboard's "today": the day it
     * was resolved or rejected, else the day it is due, else the day it came in.
     */
    agendaAt: timestamp('agenda_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(
        sql`case status when 'resolved' then coalesce(resolved_at, created_at) when 'rejected' then coalesce(rejected_at, created_at) else coalesce(due_date, created_at) end`,
      ),
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
    // The Tasks list: top-level tasks newest first, narrowed by one filter column at a time.
    index('complaints_list_created_idx')
      .on(t.companyId, t.createdAt.desc(), t.id.desc())
      .where(sql`parent_complaint_id is null`),
    index('complaints_list_status_idx')
      .on(t.companyId, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`parent_complaint_id is null`),
    index('complaints_list_agenda_idx')
      .on(t.companyId, t.agendaAt)
      .where(sql`parent_complaint_id is null`),
    // The dashboard's "incoming/completed today": status and day from the index alone.
    index('complaints_list_status_agenda_idx')
      .on(t.companyId, t.status, t.agendaAt)
      .where(sql`parent_complaint_id is null`),
    index('complaints_list_department_idx')
      .on(t.companyId, t.departmentId, t.createdAt.desc())
      .where(sql`parent_complaint_id is null`),
    index('complaints_list_supervisor_idx')
      .on(t.companyId, t.supervisorId, t.createdAt.desc())
      .where(sql`parent_complaint_id is null`),
    index('complaints_list_customer_idx')
      .on(t.companyId, t.customerId, t.createdAt.desc())
      .where(sql`parent_complaint_id is null`),
    // Every level: an employee's own tasks and subtasks, and the employee filter.
    index('complaints_company_employee_idx').on(t.companyId, t.employeeId, t.createdAt.desc()),
    // Naming a person's stops: tasks near a point, found by a latitude band within the company.
    index('complaints_company_location_idx')
      .on(t.companyId, t.locationLat, t.locationLng)
      .where(sql`${t.locationLat} is not null`),
    index('complaints_company_parent_idx').on(t.companyId, t.parentComplaintId),
    // Issue 28: words of the description or customer that start as typed. Each word is stored
    // behind its company's tag (migration 0017), so the company is part of every entry.
    index('complaints_search_idx').using('gin', t.searchVector),
    // Overdue counts: open tasks by due date.
    index('complaints_open_due_idx')
      .on(t.companyId, t.dueDate)
      .where(sql`status not in ('resolved', 'rejected')`),
    // The list's other orders (sort=due, sort=priority), as the newest-first index does.
    index('complaints_list_due_idx')
      .on(t.companyId, t.dueDate.asc().nullsLast(), t.createdAt.desc(), t.id.desc())
      .where(sql`parent_complaint_id is null`),
    index('complaints_list_priority_idx')
      .on(t.companyId, t.priority.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`parent_complaint_id is null`),
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
