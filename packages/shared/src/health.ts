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

/** GET /api/ready: each part a server needs before it should take traffic. */
export const READINESS_PARTS = ['database', 'migrations', 'queue'] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];
const readinessChecks = z.object({
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  queue: z.enum(['ok', 'not running']),
});
export const readyOkSchema = z.object({ status: z.literal('ready'), checks: readinessChecks });
export const readyDownSchema = z.object({
  is_success: z.literal(false),
  message: z.string(),
  status: z.literal('not ready'),
  checks: readinessChecks,
});
export type ReadinessChecks = z.infer<typeof readinessChecks>;
