import { ALERT_KIND_NAMES, ALERT_KINDS, type AlertRules } from '@ronda/shared';
import { requireCompanyManager, requireOrganisationReader } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findAlertRules, saveAlertRules } from '../../repositories/alert-rules.repository.ts';
import { recordChange } from '../../repositories/company-changes.repository.ts';
import { lockReportSettings } from '../../repositories/report-settings.repository.ts';
import { changeActorOf } from '../../auth/change-actor.ts';

/** GET /api/company/alert-rules: for those who read alerts of people (admins, supervisors). */
export async function getAlertRules(db: Database, session: SessionContext): Promise<AlertRules> {
  return findAlertRules(db, requireOrganisationReader(session).actor.companyId);
}

/** "Phone silent: on, 30 min" — a rule as the audit trail reads it. */
function ruleText(kind: (typeof ALERT_KINDS)[number], rule: AlertRules[typeof kind]): string {
  const parts = [rule.on ? 'on' : 'off'];
  if ('minutes' in rule) parts.push(`${rule.minutes} min`);
  if ('percent' in rule) parts.push(`below ${rule.percent} %`);
  return `${ALERT_KIND_NAMES[kind]}: ${parts.join(', ')}`;
}

/** PUT /api/company/alert-rules (admins): every rule at once; each changed rule is audited. */
export async function updateAlertRules(
  db: Database,
  session: SessionContext,
  input: AlertRules,
): Promise<AlertRules> {
  const { companyId } = requireCompanyManager(session).actor;
  return db.transaction(async (tx) => {
    if (!(await lockReportSettings(tx, companyId))) throw ApiError.notFound('Company not found');
    const before = await findAlertRules(tx, companyId);
    const changed = ALERT_KINDS.filter(
      (kind) => JSON.stringify(before[kind]) !== JSON.stringify(input[kind]),
    );
    if (changed.length === 0) return before;
    await saveAlertRules(tx, companyId, input);
    for (const kind of changed) {
      await recordChange(tx, companyId, changeActorOf(session), {
        action: 'alert-rules.updated',
        summary: `Alert rule changed: ${ruleText(kind, input[kind])} (was ${ruleText(kind, before[kind]).split(': ')[1]})`,
        details: { rule: kind, before: before[kind], after: input[kind] },
      });
    }
    return findAlertRules(tx, companyId);
  });
}
