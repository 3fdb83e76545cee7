import { HONEYPOT_FIELD } from '@ronda/shared';
import styles from './honeypot-field.module.css';

/**
 * A field people never see or reach: off screen, out of the tab order and hidden from assistive
 * technology. Bots that fill every input fill this one too, and the server drops what they send.
 * (The same trap is on the deletion form; a shared @/components/form version would serve both.)
 */
export function HoneypotField() {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        aria-hidden="true"
      />
    </div>
  );
}
