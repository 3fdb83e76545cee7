import { z } from 'zod';
import { MAX_REQUEST_IMAGES } from './customer-requests.ts';
import { isoDateTimeSchema } from './date-time.ts';
import { DEFAULT_TASK_PRIORITY, TASK_PRIORITIES, TASK_STATUSES } from './task-enums.ts';
import { TASK_PAGE_SIZE } from './layout-constants.ts';

/** What the console sends about tasks (console.md §3 payloads, §5 messages, §7 calls). */

export const TASK_MESSAGES = {
  descriptionRequired: 'Please enter a task description',
  customerRequired: 'Please select a customer',
  newCustomerIncomplete: 'Please enter customer name and email',
  customerGuard: 'Please ensure valid customer information is selected',
  subtaskDescriptionRequired: 'Please enter a subtask description',
  departmentRequired: 'Please select a department',
  rejectReasonRequired: 'Please provide a reason for rejection',
  employeeRequired: 'Please select an employee',
  permissionDenied: 'You do not have permission to perform this action.',
  assignedToEmployee: 'Assigned to employee',
  quickAssignment: 'Task assigned via quick assignment',
} as const;

/** The dashboard links to status=in-progress,pending (checklist GAP-01): pending is not yet started. */
/** The longest text each task field takes (issue 28): the server's schemas and the console's
 * boxes (maxLength and the counter near it) read the same numbers. */
export const TASK_TEXT_LIMITS = {
  description: 4000,
  notes: 2000,
  customerName: 120,
  customerEmail: 254,
  customerPhone: 30,
  address: 500,
} as const;

const tooLong = (what: string, max: number) => ({
  error: `${what} can be at most ${max.toLocaleString('en-IN')} characters.`,
});

export const TASK_STATUS_ALIASES: Readonly<Record<string, (typeof TASK_STATUSES)[number]>> = {
  pending: 'incoming',
};

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalId = (what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .uuid({ error: `${what} must be an id` })
      .optional(),
  );
const nullableId = (what: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .uuid({ error: `${what} must be an id` })
      .nullable(),
  );
const isoDateTime = (what: string) => isoDateTimeSchema(what);

/** What the list's status filter takes: the four statuses, and (issue 28) overdue. */
export const TASK_LIST_STATUSES = [...TASK_STATUSES, 'overdue'] as const;
export type TaskListStatus = (typeof TASK_LIST_STATUSES)[number];

/** The list's orders (issue 28): newest first (the spec's), due date with overdue first, or
 * priority, most urgent first. */
export const TASK_SORTS = ['newest', 'due', 'priority'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/**
 * A status of the list's filter by name or alias; only the table's own keys count, so
 * `hasOwnProperty` or `constructor` is no status (found by the fuzz: it reached the database).
 */
export function taskListStatusOf(name: string): TaskListStatus | undefined {
  const alias = Object.hasOwn(TASK_STATUS_ALIASES, name) ? TASK_STATUS_ALIASES[name] : undefined;
  return alias ?? TASK_LIST_STATUSES.find((s) => s === name);
}

const statusList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === 'all') return undefined;
      const statuses = new Set<TaskListStatus>();
      for (const part of value.split(',').map((s) => s.trim())) {
        const status = taskListStatusOf(part);
        if (!status) {
          ctx.addIssue({
            code: 'custom',
            message: `status must be all or a comma list of ${TASK_LIST_STATUSES.join(', ')}`,
          });
          return z.NEVER;
        }
        statuses.add(status);
      }
      return [...statuses];
    }),
);

export const taskListQuerySchema = z
  .object({
    status: statusList,
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'page must be a whole number from 1' })
        .int({ error: 'page must be a whole number from 1' })
        .min(1, { error: 'page must be a whole number from 1' })
        .max(100_000)
        .default(1),
    ),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'limit must be a whole number from 1 to 100' })
        .int({ error: 'limit must be a whole number from 1 to 100' })
        .min(1, { error: 'limit must be a whole number from 1 to 100' })
        .max(100, { error: 'limit must be a whole number from 1 to 100' })
        .default(TASK_PAGE_SIZE),
    ),
    departmentId: optionalId('departmentId'),
    employeeId: optionalId('employeeId'),
    customerId: optionalId('customerId'),
    supervisorId: optionalId('supervisorId'),
    startDate: z.preprocess(emptyToUndefined, isoDateTime('startDate').optional()),
    endDate: z.preprocess(emptyToUndefined, isoDateTime('endDate').optional()),
    /** Words of the description, the customer's name, e-mail or phone, or a task id's start. */
    q: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .max(200, { error: 'q must be at most 200 characters' })
        .optional()
        .transform((v) => v || undefined),
    ),
    sort: z.preprocess(
      emptyToUndefined,
      z
        .enum(TASK_SORTS, { error: `sort must be one of ${TASK_SORTS.join(', ')}` })
        .default('newest'),
    ),
  })
  .superRefine((q, ctx) => {
    if ((q.startDate === undefined) !== (q.endDate === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'startDate and endDate go together' });
    } else if (q.startDate && q.endDate && Date.parse(q.endDate) < Date.parse(q.startDate)) {
      ctx.addIssue({ code: 'custom', message: 'endDate must not be before startDate' });
    }
  });
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

const description = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(TASK_TEXT_LIMITS.description, tooLong('The description', TASK_TEXT_LIMITS.description));

/**
 * A task's location: a point with its address, or (issue 28) an address the supervisor typed
 * that no map search knows and they chose to keep without a point, never dropped.
 */
export const taskLocationInputSchema = z
  .object({
    address: z
      .string()
      .trim()
      .max(TASK_TEXT_LIMITS.address, tooLong('The address', TASK_TEXT_LIMITS.address)),
    coordinates: z
      .object({
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
      })
      .nullable(),
  })
  .refine((l) => l.coordinates !== null || l.address !== '', {
    error: 'A location needs an address or a point on the map',
  });

const images = z.array(z.string().url().max(1000)).max(MAX_REQUEST_IMAGES).default([]);
const notes = z
  .string()
  .trim()
  .max(TASK_TEXT_LIMITS.notes, tooLong('Notes', TASK_TEXT_LIMITS.notes))
  .nullish()
  .transform((v) => v || null);
const priority = z
  .enum(TASK_PRIORITIES, { error: `priority must be one of ${TASK_PRIORITIES.join(', ')}` })
  .default(DEFAULT_TASK_PRIORITY);

export const taskCustomerInputSchema = z.object({
  name: z
    .string({ error: TASK_MESSAGES.newCustomerIncomplete })
    .trim()
    .min(1, { error: TASK_MESSAGES.newCustomerIncomplete })
    .max(
      TASK_TEXT_LIMITS.customerName,
      tooLong("The customer's name", TASK_TEXT_LIMITS.customerName),
    ),
  email: z
    .string({ error: TASK_MESSAGES.newCustomerIncomplete })
    .trim()
    .toLowerCase()
    .max(
      TASK_TEXT_LIMITS.customerEmail,
      tooLong("The customer's e-mail", TASK_TEXT_LIMITS.customerEmail),
    )
    .email({ error: 'The customer e-mail must be an e-mail address' }),
  phone: z
    .string()
    .trim()
    .max(
      TASK_TEXT_LIMITS.customerPhone,
      tooLong("The customer's phone", TASK_TEXT_LIMITS.customerPhone),
    )
    .regex(/^(\+?[0-9][0-9 ()-]{5,})?$/, { error: 'The customer phone must be a phone number' })
    .nullish()
    .transform((v) => v || null),
  /**
   * Ours (issue 28): true when the person typed a new customer. Its e-mail must then be new to
   * the company, else 409 names the customer who has it. Absent, the spec's rule: the customer
   * with this e-mail, added when there is none.
   */
  isNew: z.boolean().optional(),
});

/** POST /api/companies/complaints/create-on-behalf (console.md §3 Task create payload). */
export const taskCreateRequestSchema = z.object({
  companyId: z.string().uuid({ error: 'companyId must be an id' }),
  description: description(TASK_MESSAGES.descriptionRequired),
  departmentId: nullableId('departmentId').optional(),
  location: taskLocationInputSchema.nullish(),
  images,
  customer: taskCustomerInputSchema,
  dueDate: isoDateTime('dueDate').nullish(),
  followUpOn: isoDateTime('followUpOn').nullish(),
  employeeId: nullableId('employeeId').optional(),
  supervisorId: nullableId('supervisorId').optional(),
  supervisorNotes: notes,
  /** Not in the spec's payload (GAP-11), but its form has a priority that defaults to medium. */
  priority,
});
export type TaskCreateRequest = z.input<typeof taskCreateRequestSchema>;

/** POST /api/complaints/{id}/subtasks (console.md §3 Subtask payload). */
export const subtaskCreateRequestSchema = z.object({
  description: description(TASK_MESSAGES.subtaskDescriptionRequired),
  departmentId: z.string({ error: TASK_MESSAGES.departmentRequired }).uuid({
    error: TASK_MESSAGES.departmentRequired,
  }),
  employeeId: nullableId('employeeId').optional(),
  supervisorId: nullableId('supervisorId').optional(),
  priority,
  dueDate: isoDateTime('dueDate').nullish(),
  followUpOn: isoDateTime('followUpOn').nullish(),
  supervisorNotes: notes,
  location: taskLocationInputSchema.nullish(),
  images,
});
export type SubtaskCreateRequest = z.input<typeof subtaskCreateRequestSchema>;

/** PUT /api/complaints/{id}: only the fields an action changes (console.md §4, §7). */
export const taskUpdateRequestSchema = z
  .object({
    status: z
      .enum(TASK_STATUSES, { error: `status must be one of ${TASK_STATUSES.join(', ')}` })
      .optional(),
    supervisorNotes: notes.optional(),
    employeeNotes: notes.optional(),
    /** Photos of the finished work, added to the task's (uploaded first, signed in). */
    employeeImages: z.array(z.string().url().max(1000)).max(MAX_REQUEST_IMAGES).optional(),
    departmentId: nullableId('departmentId').optional(),
    supervisorAssigned: nullableId('supervisorAssigned').optional(),
    employeeAssigned: nullableId('employeeAssigned').optional(),
    /**
     * Ours (issue 28): resolving or rejecting a task that has open subtasks closes them the same
     * way ('close') or leaves them open ('keep', the spec's behaviour, also when absent).
     */
    openSubtasks: z
      .enum(['close', 'keep'], { error: 'openSubtasks must be close or keep' })
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Nothing to change: send status, notes or an assignment',
  });
export type TaskUpdateRequest = z.input<typeof taskUpdateRequestSchema>;
