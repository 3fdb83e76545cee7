import { cx } from '@/lib/class-names';
import { BILLING_LABELS, BILLING_PERIODS, type BillingPeriod } from '../pricing-plans';
import styles from './billing-toggle.module.css';

interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

/**
 * Monthly/Annual as a native radio group drawn as a segmented control: arrow keys move between
 * the two, and the choice is in the prerendered HTML before JavaScript runs.
 */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">Billing period</legend>
      {BILLING_PERIODS.map((period) => (
        <label key={period} className={cx(styles.option, period === value && styles.selected)}>
          <input
            type="radio"
            name="billing-period"
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
            className={styles.input}
          />
          {BILLING_LABELS[period]}
        </label>
      ))}
    </fieldset>
  );
}
