import { z } from 'zod';

/** The one error body for every 4xx/5xx answer (ARCHITECTURE.md §4). */
export const apiErrorSchema = z.object({
  is_success: z.literal(false),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** 409 from a task created for a "new" customer whose e-mail the company already has (issue
 * 28): who that customer is, so the form can offer them instead of merging silently. */
export const customerExistsErrorSchema = apiErrorSchema.extend({
  existingCustomer: z
    .object({
      id: z.string().uuid(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .optional(),
});
export type CustomerExistsError = z.infer<typeof customerExistsErrorSchema>;
