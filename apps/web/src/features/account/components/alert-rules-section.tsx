import { ALERT_KIND_NAMES, ALERT_KINDS, type AlertRules } from '@ronda/shared';
import { useAlertRules } from '../api/alert-rules';
import { hasThreshold, ruleSentence, thresholdOf } from '../lib/alert-rules';
import { AlertRulesForm } from './alert-rules-form';
import { LoadError, LoadingState } from './load-state';
import manage from './manage.module.css';
import styles from './alert-rules.module.css';

/** A supervisor's view: each rule, on or off, with what it watches for at its threshold. */
function AlertRulesList({ rules }: { rules: AlertRules }) {
  return (
    <ul className={styles.rules}>
      {ALERT_KINDS.map((kind) => {
        const rule = rules[kind];
        const threshold = hasThreshold(kind) ? String(thresholdOf(rules, kind)) : '';
        return (
          <li key={kind} className={styles.rule}>
            <p className={styles.switch}>
              <span className={styles.name}>{ALERT_KIND_NAMES[kind]}</span>
              <span className={rule.on ? styles.on : styles.off}>{rule.on ? 'On' : 'Off'}</span>
            </p>
            <p className={styles.what}>{ruleSentence(kind, threshold)}</p>
          </li>
        );
      })}
    </ul>
  );
}

interface AlertRulesSectionProps {
  companyId: string;
  /** Admins change the rules; supervisors read them (the server refuses them the change). */
  canEdit: boolean;
}

/** Account Settings → Account Information → Alert rules (issue 30). */
export function AlertRulesSection({ companyId, canEdit }: AlertRulesSectionProps) {
  const rules = useAlertRules(companyId);
  return (
    <section className={manage.section} aria-labelledby="alert-rules-title">
      <div className={manage.sectionHeader}>
        <h2 id="alert-rules-title">Alert rules</h2>
      </div>
      <p className={manage.muted}>
        What raises an alert in the console. An alert opens once when the problem starts and closes
        by itself when it clears.
        {canEdit ? null : ' Only an admin can change these rules.'}
      </p>
      {rules.data ? (
        canEdit ? (
          <AlertRulesForm companyId={companyId} stored={rules.data} />
        ) : (
          <AlertRulesList rules={rules.data} />
        )
      ) : rules.isError ? (
        <LoadError onRetry={() => void rules.refetch()} />
      ) : (
        <LoadingState label="Loading alert rules…" />
      )}
    </section>
  );
}
