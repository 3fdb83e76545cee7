import { eq } from 'drizzle-orm';
import { alertRulesSchema, DEFAULT_ALERT_RULES, type AlertRules } from '@ronda/shared';
import type { Database } from '../db/client.ts';

type Executor = Pick<Database, 'select' | 'update'>;
import { companies } from '../db/schema/index.ts';

/**
 * A company's alert rules (issue 30), read through the schema: a rule added in a later version
 * reads as its default until an admin saves.
 */
export async function findAlertRules(db: Executor, companyId: string): Promise<AlertRules> {
  const [row] = await db
    .select({ rules: companies.alertRules })
    .from(companies)
    .where(eq(companies.id, companyId));
  const parsed = alertRulesSchema.safeParse({ ...DEFAULT_ALERT_RULES, ...(row?.rules ?? {}) });
  return parsed.success ? parsed.data : DEFAULT_ALERT_RULES;
}

export async function saveAlertRules(db: Executor, companyId: string, rules: AlertRules) {
  await db.update(companies).set({ alertRules: rules }).where(eq(companies.id, companyId));
}
