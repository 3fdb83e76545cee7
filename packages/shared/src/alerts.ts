import { z } from 'zod';

/**
 * Issue 30: alerts. A rule watches for one thing going wrong; an alert is an episode of it: it
 * opens once when the condition starts, is never repeated while it lasts, and closes by itself
 * when the condition clears. A closed episode that starts again is a new alert.
 */
export const ALERT_KINDS = [
  'late-punch-in',
  'silent',
  'left-site',
  'low-battery',
  'mock-location',
  'task-overdue',
  'customer-request',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_NAMES: Readonly<Record<AlertKind, string>> = {
  'late-punch-in': 'Not punched in',
  silent: 'Phone silent',
  'left-site': 'Left the work site',
  'low-battery': 'Low battery',
  'mock-location': 'Faked location',
  'task-overdue': 'Task overdue',
  'customer-request': 'New customer request',
};

/** Thresholds: minutes for silent and left-site, a percentage for low-battery. */
export const ALERT_LIMITS = {
  silentMinutes: { min: 1, max: 24 * 60, default: 30 },
  leftSiteMinutes: { min: 1, max: 24 * 60, default: 10 },
  lowBatteryPercent: { min: 1, max: 99, default: 15 },
} as const;

const whole = (what: string, limits: { min: number; max: number }) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(limits.min, { error: `${what} must be between ${limits.min} and ${limits.max}` })
    .max(limits.max, { error: `${what} must be between ${limits.min} and ${limits.max}` });

const onOff = (what: string) => z.boolean({ error: `${what} must be on (true) or off (false)` });

export const alertRulesSchema = z.strictObject({
  'late-punch-in': z.strictObject({ on: onOff('late-punch-in') }),
  silent: z.strictObject({
    on: onOff('silent'),
    minutes: whole('silent minutes', ALERT_LIMITS.silentMinutes),
  }),
  'left-site': z.strictObject({
    on: onOff('left-site'),
    minutes: whole('left-site minutes', ALERT_LIMITS.leftSiteMinutes),
  }),
  'low-battery': z.strictObject({
    on: onOff('low-battery'),
    percent: whole('low-battery percent', ALERT_LIMITS.lowBatteryPercent),
  }),
  'mock-location': z.strictObject({ on: onOff('mock-location') }),
  'task-overdue': z.strictObject({ on: onOff('task-overdue') }),
  'customer-request': z.strictObject({ on: onOff('customer-request') }),
});
export type AlertRules = z.infer<typeof alertRulesSchema>;

/** Every rule on at its default threshold: what a company starts with. */
export const DEFAULT_ALERT_RULES: AlertRules = {
  'late-punch-in': { on: true },
  silent: { on: true, minutes: ALERT_LIMITS.silentMinutes.default },
  'left-site': { on: true, minutes: ALERT_LIMITS.leftSiteMinutes.default },
  'low-battery': { on: true, percent: ALERT_LIMITS.lowBatteryPercent.default },
  'mock-location': { on: true },
  'task-overdue': { on: true },
  'customer-request': { on: true },
};

export const alertRulesResponseSchema = z.object({
  is_success: z.literal(true),
  rules: alertRulesSchema,
});

export const ALERT_STATES = ['open', 'closed', 'all'] as const;
export const alertListQuerySchema = z.object({
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ALERT_STATES, { error: 'state must be open, closed or all' }).default('open'),
  ),
});

export const alertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  userId: z.string().nullable(),
  taskId: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  message: z.string(),
  read: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsResponseSchema = z.object({
  is_success: z.literal(true),
  alerts: z.array(alertSchema),
  /** Alerts the asker has not read, of every state. */
  unread: z.number().int(),
});
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** Where a person's choice of pushed rules is read and changed (admins and supervisors). */
export const ALERT_PREFERENCES_PATH = '/api/alerts/preferences';

/**
 * The rules whose alerts reach this person's browsers and phones as notifications. Only the
 * kinds: a rule the company has turned off opens no alert, whatever is chosen here.
 */
export const alertPreferencesSchema = z.strictObject({
  kinds: z
    .array(z.enum(ALERT_KINDS, { error: `each kind must be one of ${ALERT_KINDS.join(', ')}` }), {
      error: 'kinds must be a list of alert kinds',
    })
    .max(ALERT_KINDS.length * 2, { error: 'kinds lists each alert kind once' })
    .transform((kinds) => ALERT_KINDS.filter((k) => kinds.includes(k))),
});
export type AlertPreferences = z.output<typeof alertPreferencesSchema>;

export const alertPreferencesResponseSchema = z.object({
  is_success: z.literal(true),
  kinds: z.array(z.enum(ALERT_KINDS)),
});
