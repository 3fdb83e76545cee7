import { HONEYPOT_FIELD } from '@ronda/shared';
import styles from './honeypot-field.module.css';

interface HoneypotFieldProps {
  /** Unique on the page (several forms can be mounted at once). */
  id: string;
  /** Given for forms that keep their values in state; otherwise the input keeps its own. */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A field people never see or reach: off screen, out of the tab order and hidden from assistive
 * technology. Bots that fill every input fill this one too, and the server drops what they send.
 */
export function HoneypotField({ id, value, onChange }: HoneypotFieldProps) {
  const controlled =
    value === undefined
      ? { defaultValue: '' }
      : {
          value,
          onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
        };
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        {...controlled}
      />
    </div>
  );
}
