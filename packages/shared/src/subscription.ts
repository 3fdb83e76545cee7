import { z } from 'zod';

/** One billed person (console.md §3 Subscription stats), with the teams they are listed under. */
export const seatHolderSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  departments: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});
export type SeatHolder = z.infer<typeof seatHolderSchema>;

const seatGroupSchema = z.object({
  count: z.number().int().nonnegative(),
  /** Rupees per seat per month at the regular price. */
  pricePerMonth: z.number().nonnegative(),
  users: z.array(seatHolderSchema),
});

/** GET /api/companies/active-users-count. */
export const subscriptionStatsResponseSchema = z.object({
  is_success: z.literal(true),
  data: z.object({
    companyName: z.string(),
    employees: seatGroupSchema,
    supervisors: seatGroupSchema,
    totalCost: z.object({
      /** What is charged this month, rupees: 0 in the free trial. */
      total: z.number().nonnegative(),
      /** What the same seats cost at the regular prices. */
      regularTotal: z.number().nonnegative(),
      currency: z.literal('INR'),
      freeTrial: z.boolean(),
    }),
  }),
});
export type SubscriptionStats = z.infer<typeof subscriptionStatsResponseSchema>['data'];
