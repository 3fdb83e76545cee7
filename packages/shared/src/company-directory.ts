import { z } from 'zod';
import { departmentSchema } from './onboarding.ts';
import { userSchema } from './people.ts';

/** The console's supporting lists and the dashboard's numbers (console.md §3, §7). */

export const departmentsResponseSchema = z.object({
  is_success: z.literal(true),
  departments: z.array(departmentSchema),
});

export const employeesResponseSchema = z.object({
  is_success: z.literal(true),
  employees: z.array(userSchema),
});

export const companyUsersQuerySchema = z.object({
  supervisorId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().uuid({ error: 'supervisorId must be an id' }).optional(),
  ),
});
export const companyUsersResponseSchema = z.object({
  is_success: z.literal(true),
  users: z.array(userSchema),
});

export const customerSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyId: z.string().uuid(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersResponseSchema = z.object({
  is_success: z.literal(true),
  customers: z.array(customerSchema),
});

export const dashboardStatsSchema = z.object({
  activeUsers: z.number().int().nonnegative(),
  activeTasks: z.number().int().nonnegative(),
  completedTasksToday: z.number().int().nonnegative(),
  incomingTasksToday: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardStatsResponseSchema = z.object({
  is_success: z.literal(true),
  data: dashboardStatsSchema,
});
