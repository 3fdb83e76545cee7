import { z } from 'zod';
import { DEFAULT_DUE_DAYS } from './default-due-date.ts';
import { ROLES } from './roles.ts';
import { COMPANY_STOP_THRESHOLD } from './tracking.ts';
import { USER_STATUSES } from './task-enums.ts';

/** console.md §3 Employee/user, as every API answer presents a person. */
export const userSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profilePicture: z.string().nullable(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  isSupervisor: z.boolean(),
  status: z.enum(USER_STATUSES),
  isActive: z.boolean(),
  departments: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});
export type User = z.infer<typeof userSchema>;

/** public-site-and-sign-in.md §3 / console.md §3 Company. */
export const companySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  address: z.string().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  isActive: z.boolean(),
  timezone: z.string(),
  /** Minutes in one place that make a stop on the day view (the tracking call's stopThreshold). */
  // A company stored by a browser before this setting existed reads as the default.
  stopThresholdMinutes: z.number().int().default(COMPANY_STOP_THRESHOLD.default),
  /** Working days a task created without a due date is given, per priority (issue 28). */
  defaultDueDays: z
    .object({ critical: z.number(), high: z.number(), medium: z.number(), low: z.number() })
    .default({ ...DEFAULT_DUE_DAYS }),
});
export type Company = z.infer<typeof companySchema>;
