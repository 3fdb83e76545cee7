import { BILLING_LABELS, BILLING_PERIODS, DEFAULT_BILLING_PERIOD } from '../pricing-plans';
import styles from './billing-toggle.module.css';

/**
 * Monthly/Annual as a native radio group drawn as a segmented control: arrow keys move between
 * the two, and the choice works in the prerendered HTML before JavaScript runs. The price card's
 * CSS shows the price of whichever radio is checked.
 */
export function BillingToggle() {
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">Billing period</legend>
      {BILLING_PERIODS.map((period) => (
        <label key={period} className={styles.option}>
          <input
            type="radio"
            name="billing-period"
            value={period}
            defaultChecked={period === DEFAULT_BILLING_PERIOD}
            className={styles.input}
          />
          {BILLING_LABELS[period]}
        </label>
      ))}
    </fieldset>
  );
}
