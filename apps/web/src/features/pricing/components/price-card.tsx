import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button';
import { paths } from '@/config/paths';
import { PRICE_NOTES, VOLUME_DISCOUNT_TEXT } from '../pricing-content';
import {
  BILLED_TEXT,
  BILLING_PERIODS,
  formatRupees,
  PRICE_PER_USER_PER_MONTH,
  savingText,
} from '../pricing-plans';
import { BillingToggle } from './billing-toggle';
import styles from './price-card.module.css';

/**
 * The plan: Monthly/Annual toggle (annual first), the per-user price, its notes and the CTA. Both
 * prices are in the page and the checked radio decides which one shows (CSS), so the toggle
 * works on the prerendered page before any script has run, and with none at all.
 */
export function PriceCard() {
  return (
    <section className={styles.card} aria-labelledby="plan-title">
      <div className={styles.header}>
        <h2 id="plan-title" className={styles.title}>
          One plan for your whole team
        </h2>
        <BillingToggle />
      </div>

      <div className={styles.priceBlock} aria-live="polite">
        {BILLING_PERIODS.map((billing) => (
          <div key={billing} className={styles.variant} data-billing={billing}>
            <p className={styles.price}>
              <span className={styles.amount}>
                {formatRupees(PRICE_PER_USER_PER_MONTH[billing])}
              </span>{' '}
              <span className={styles.unit}>per user per month</span>
            </p>
            <p className={styles.billed}>{BILLED_TEXT[billing]}</p>
            {billing === 'annual' && <p className={styles.saving}>{savingText()}</p>}
          </div>
        ))}
      </div>

      <ul className={styles.notes} aria-label="Price notes">
        {PRICE_NOTES.map((note) => (
          <li key={note} className={styles.note}>
            <Check size={18} aria-hidden className={styles.check} />
            {note}
          </li>
        ))}
      </ul>

      <div className={styles.cta}>
        <Link to={paths.pilot} className={buttonClassName('accent')}>
          Build with Us
        </Link>
        <p className={styles.ctaNote}>
          Join the pilot program and shape what Ronda does next. {VOLUME_DISCOUNT_TEXT}
        </p>
      </div>
    </section>
  );
}
