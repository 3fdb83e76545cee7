import { ALERT_KINDS, alertRulesSchema, type AlertRules } from '@ronda/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button';
import { ErrorSummary } from '@/components/form/error-summary';
import { useFormProblems } from '@/components/form/use-form-problems';
import { useUpdateAlertRules } from '../api/alert-rules';
import {
  bodyOf,
  boxesOf,
  hasThreshold,
  sameRules,
  thresholdField,
  type RuleBoxes,
  type ThresholdKind,
} from '../lib/alert-rules';
import { AlertRuleRow } from './alert-rule-row';
import { ALERT_FIELD_IDS, problemsOfFailure, problemsOfIssues } from './alert-rules-problems';
import manage from './manage.module.css';
import styles from './alert-rules.module.css';

interface AlertRulesFormProps {
  companyId: string;
  stored: AlertRules;
}

/** Issue 30: an admin turns each rule on or off and sets its threshold; one Save sends all. */
export function AlertRulesForm({ companyId, stored }: AlertRulesFormProps) {
  const [boxes, setBoxes] = useState<RuleBoxes>(() => boxesOf(stored));
  const [saved, setSaved] = useState('');
  const problems = useFormProblems(ALERT_FIELD_IDS);
  const update = useUpdateAlertRules(companyId);

  const change = (next: RuleBoxes, touched?: string) => {
    setBoxes(next);
    setSaved('');
    if (touched) problems.clearField(touched);
  };

  const setThreshold = (kind: ThresholdKind, box: string) =>
    change({ ...boxes, thresholds: { ...boxes.thresholds, [kind]: box } }, thresholdField(kind));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = alertRulesSchema.safeParse(bodyOf(boxes));
    if (!checked.success) {
      problems.report(problemsOfIssues(checked.error.issues));
      return;
    }
    problems.clear();
    // Nothing changed: nothing is sent, and the audit trail gets no line.
    if (sameRules(checked.data, stored)) {
      setSaved('Nothing has changed.');
      return;
    }
    update.mutate(checked.data, {
      onSuccess: () => setSaved('Alert rules saved.'),
      onError: (error) => problems.report(problemsOfFailure(error)),
    });
  };

  return (
    <form className={manage.form} onSubmit={submit} noValidate>
      <ErrorSummary {...problems.summary} />
      <ul className={styles.rules}>
        {ALERT_KINDS.map((kind) => (
          <AlertRuleRow
            key={kind}
            kind={kind}
            on={boxes.on[kind]}
            threshold={hasThreshold(kind) ? boxes.thresholds[kind] : ''}
            error={hasThreshold(kind) ? problems.errorOf(thresholdField(kind)) : undefined}
            onToggle={(on) => change({ ...boxes, on: { ...boxes.on, [kind]: on } })}
            onThreshold={(box) => {
              if (hasThreshold(kind)) setThreshold(kind, box);
            }}
          />
        ))}
      </ul>
      <div className={manage.actions}>
        <p role="status" className={manage.muted}>
          {saved}
        </p>
        <Button type="submit" busy={update.isPending}>
          Save alert rules
        </Button>
      </div>
    </form>
  );
}
