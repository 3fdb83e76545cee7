import { z } from 'zod';

/** The one error body for every 4xx/5xx answer (ARCHITECTURE.md §4). */
export const apiErrorSchema = z.object({
  is_success: z.literal(false),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
