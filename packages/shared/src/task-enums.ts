/** Task (complaint) vocabularies from console.md §3–§4; the database enums are built from these. */
export const TASK_STATUSES = ['incoming', 'in-progress', 'resolved', 'rejected'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

/** 'customer' tasks come from the public request form or are raised on a customer's behalf. */
export const TASK_TYPES = ['customer', 'internal'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
