import { z } from 'zod';
import {
  clientIdSchema,
  deviceLocationSchema,
  deviceTimestampSchema,
  localDateSchema,
} from './device-common.ts';
import { TASK_PRIORITIES } from './task-enums.ts';

/** Work logs: what an employee did, logged from the phone (console.md §3 Work log). */
export const DEVICE_WORK_LOGS_PATH = '/api/device/worklogs';

export const WORK_LOG_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type WorkLogStatus = (typeof WORK_LOG_STATUSES)[number];
export const DEFAULT_WORK_LOG_STATUS: WorkLogStatus = 'completed';
export const MAX_WORK_LOG_IMAGES = 10;
export const WORK_LOG_TEXT_MAX = 4000;

const imageList = z
  .array(z.string().url({ error: 'images must be file URLs from an upload' }).max(1000), {
    error: 'images must be a list of file URLs',
  })
  .max(MAX_WORK_LOG_IMAGES, { error: `at most ${MAX_WORK_LOG_IMAGES} images a work log` });

export const workLogInputSchema = z.object({
  id: clientIdSchema,
  /** When the work was logged on the phone; the work day defaults to its local day. */
  timestamp: deviceTimestampSchema,
  workDate: localDateSchema.optional(),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, { error: 'description is required' })
    .max(WORK_LOG_TEXT_MAX, {
      error: `description must be at most ${WORK_LOG_TEXT_MAX} characters`,
    }),
  departmentId: z.string().uuid({ error: 'departmentId must be a department id' }).nullish(),
  supervisorId: z.string().uuid({ error: 'supervisorId must be a user id' }).nullish(),
  status: z
    .enum(WORK_LOG_STATUSES, { error: `status must be one of ${WORK_LOG_STATUSES.join(', ')}` })
    .default(DEFAULT_WORK_LOG_STATUS),
  priority: z
    .enum(TASK_PRIORITIES, { error: `priority must be one of ${TASK_PRIORITIES.join(', ')}` })
    .default('medium'),
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .max(WORK_LOG_TEXT_MAX, { error: `notes must be at most ${WORK_LOG_TEXT_MAX} characters` })
    .nullish(),
  location: deviceLocationSchema.nullish(),
  /** Photos of the work, uploaded first through GET /api/upload/presigned-url (signed in). */
  employeeImages: imageList.default([]),
  /** Other pictures the work refers to (a customer's, a site plan). */
  images: imageList.default([]),
});
export type WorkLogInput = z.input<typeof workLogInputSchema>;

const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** console.md §3 Work log; `Department` keeps the spec's capital D. */
export const workLogSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  workDate: z.string(),
  description: z.string(),
  status: z.enum(WORK_LOG_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  notes: z.string().nullable(),
  location: z
    .object({ address: z.string().nullable(), coordinates: z.tuple([z.number(), z.number()]) })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  Department: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  assignedEmployee: personName,
  supervisor: personName.nullable(),
  images: z.array(z.string()),
  employeeImages: z.array(z.string()),
});
export type WorkLog = z.infer<typeof workLogSchema>;

export const workLogResponseSchema = z.object({
  is_success: z.literal(true),
  workLog: workLogSchema,
});

export const workLogsQuerySchema = z.object({
  /** Only the logs of this local work day. */
  date: localDateSchema.optional(),
});
export const WORK_LOGS_LIST_LIMIT = 500;

export const workLogsResponseSchema = z.object({
  is_success: z.literal(true),
  /** Oldest first; at most the newest 500 when no date is given. */
  workLogs: z.array(workLogSchema),
});
export type WorkLogsResponse = z.infer<typeof workLogsResponseSchema>;
