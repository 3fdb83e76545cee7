import { ALERT_KIND_NAMES, type AlertKind } from '@ronda/shared';
import { TextField } from '@/components/form/form-field';
import {
  hasThreshold,
  ruleSentence,
  thresholdField,
  THRESHOLDS,
  type ThresholdKind,
} from '../lib/alert-rules';
import { ALERT_FIELD_IDS } from './alert-rules-problems';
import styles from './alert-rules.module.css';

interface AlertRuleRowProps {
  kind: AlertKind;
  on: boolean;
  /** The threshold as typed; ignored for a rule without one. */
  threshold: string;
  error: string | undefined;
  onToggle: (on: boolean) => void;
  onThreshold: (box: string) => void;
}

interface ThresholdBoxProps {
  kind: ThresholdKind;
  box: string;
  error: string | undefined;
  onChange: (box: string) => void;
}

function ThresholdBox({ kind, box, error, onChange }: ThresholdBoxProps) {
  const { label, limits } = THRESHOLDS[kind];
  return (
    <div className={styles.threshold}>
      <TextField
        id={ALERT_FIELD_IDS[thresholdField(kind)]}
        label={label}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={box}
        hint={`From ${limits.min} to ${limits.max.toLocaleString('en-IN')} (default ${limits.default}).`}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** One rule: its switch named by the rule, what it watches for, and its threshold if it has one. */
export function AlertRuleRow(props: AlertRuleRowProps) {
  const { kind, on, threshold, error, onToggle, onThreshold } = props;
  const switchId = `alert-${kind}-on`;
  const whatId = `alert-${kind}-what`;
  return (
    <li className={styles.rule}>
      <div className={styles.switch}>
        <input
          id={switchId}
          type="checkbox"
          className={styles.checkbox}
          checked={on}
          aria-describedby={whatId}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label htmlFor={switchId} className={styles.name}>
          {ALERT_KIND_NAMES[kind]}
        </label>
      </div>
      <p id={whatId} className={styles.what}>
        {ruleSentence(kind, threshold)}
      </p>
      {/* Editable while the rule is off too: the threshold is ready when it is turned on. */}
      {hasThreshold(kind) ? (
        <ThresholdBox kind={kind} box={threshold} error={error} onChange={onThreshold} />
      ) : null}
    </li>
  );
}
