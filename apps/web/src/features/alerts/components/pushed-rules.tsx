import { ALERT_KIND_NAMES, ALERT_KINDS, type AlertKind } from '@ronda/shared';
import { useAlertPreferences, useSaveAlertPreferences } from '../api/alert-preferences';
import styles from './browser-push-switch.module.css';

export const PUSHED_RULES_TEXTS = {
  legend: 'Notify me about',
  failed: 'Could not save your choice. Please try again.',
} as const;

/**
 * Issue 30: which rules' alerts this person gets as notifications (on every browser and phone
 * they allowed). The bell lists every alert either way.
 */
export function PushedRules() {
  const preferences = useAlertPreferences();
  const save = useSaveAlertPreferences();
  const chosen = preferences.data?.kinds;
  if (!chosen) return null;

  const toggle = (kind: AlertKind, on: boolean) => {
    const next = ALERT_KINDS.filter((k) => (k === kind ? on : chosen.includes(k)));
    save.mutate(next);
  };

  return (
    <fieldset className={styles.rules}>
      <legend className={styles.legend}>{PUSHED_RULES_TEXTS.legend}</legend>
      {ALERT_KINDS.map((kind) => (
        <label key={kind} className={styles.rule}>
          <input
            type="checkbox"
            checked={chosen.includes(kind)}
            onChange={(event) => toggle(kind, event.currentTarget.checked)}
          />
          {ALERT_KIND_NAMES[kind]}
        </label>
      ))}
      {save.isError && (
        <p role="alert" className={styles.error}>
          {PUSHED_RULES_TEXTS.failed}
        </p>
      )}
    </fieldset>
  );
}
