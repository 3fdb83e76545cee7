import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_TYPES } from './task-enums.ts';

/** A task (a "complaint" in the API) as every answer presents it: console.md §3 Task. */

/** A resolution this close to the task's location counts as made on site. */
export const RESOLVED_ON_SITE_METRES = 150;

const personRefSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type TaskPersonRef = z.infer<typeof personRefSchema>;

export const taskLocationSchema = z.object({
  address: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});

/** Where the assignee was when they resolved the task (ours: console.md is silent). */
export const taskResolutionSchema = z.object({
  /** Metres between the assignee's latest fix and the task's location. */
  distanceMeters: z.number().int().nonnegative(),
  onSite: z.boolean(),
  /** When that fix was taken. */
  fixAt: z.string(),
});

const taskFields = {
  id: z.string().uuid(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  taskType: z.enum(TASK_TYPES),
  customer: z
    .object({
      id: z.string().uuid(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  department: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  /** The spec reads the assignee from either key; both are sent. */
  assignedEmployee: personRefSchema.nullable(),
  employee: personRefSchema.nullable(),
  supervisor: personRefSchema.nullable(),
  supervisorAssigned: z.string().uuid().nullable(),
  employeeAssigned: z.string().uuid().nullable(),
  supervisorNotes: z.string().nullable(),
  employeeNotes: z.string().nullable(),
  notes: z.string().nullable(),
  dueDate: z.string().nullable(),
  followUpOn: z.string().nullable(),
  startedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  supervisorAssignedAt: z.string().nullable(),
  employeeAssignedAt: z.string().nullable(),
  completionPercentage: z.number().int().min(0).max(100),
  location: taskLocationSchema.nullable(),
  images: z.array(z.string()),
  /** Lower-case, as the spec spells it. */
  employeeimages: z.array(z.string()),
  parentComplaintId: z.string().uuid().nullable(),
  parentComplaint: z.object({ id: z.string().uuid(), description: z.string() }).nullable(),
  resolution: taskResolutionSchema.nullable(),
  /** Ours (issue 28): neither resolved nor rejected, and its due day (the company's) is over. */
  overdue: z.boolean().default(false),
};

export const subtaskSchema = z.object(taskFields);
export type Subtask = z.infer<typeof subtaskSchema>;

export const taskSchema = z.object({ ...taskFields, subtasks: z.array(subtaskSchema) });
export type Task = z.infer<typeof taskSchema>;

/** One line of a task's history: who changed what, and when (complaint_events). */
export const taskEventSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['created', 'updated', 'subtask-created']),
  at: z.string(),
  actor: z
    .object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  /** field → [before, after]; values are ids, statuses, notes or times as stored. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type TaskEvent = z.infer<typeof taskEventSchema>;

export const taskListResponseSchema = z.object({
  is_success: z.literal(true),
  complaints: z.array(taskSchema),
  totalPages: z.number().int().nonnegative(),
  totalComplaints: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  /** Ours (issue 28): how many of the tasks matching the other filters are overdue. */
  overdueCount: z.number().int().nonnegative().default(0),
});
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

export const taskDetailResponseSchema = z.object({
  is_success: z.literal(true),
  task: taskSchema,
  history: z.array(taskEventSchema),
  message: z.string(),
});
export type TaskDetailResponse = z.infer<typeof taskDetailResponseSchema>;

export const taskWriteResponseSchema = z.object({
  is_success: z.literal(true),
  complaint: taskSchema,
  message: z.string(),
});
export const subtaskWriteResponseSchema = z.object({
  is_success: z.literal(true),
  subtask: subtaskSchema,
  message: z.string(),
});
