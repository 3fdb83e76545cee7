import { z } from 'zod';

export const healthOkSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type HealthOk = z.infer<typeof healthOkSchema>;

/** 503 body: the common error shape plus the health fields, so monitors can read either. */
export const healthDownSchema = z.object({
  is_success: z.literal(false),
  message: z.string(),
  status: z.literal('error'),
  database: z.literal('unreachable'),
});
export type HealthDown = z.infer<typeof healthDownSchema>;
