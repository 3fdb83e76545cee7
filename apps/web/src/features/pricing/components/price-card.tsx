import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button/button';
import { paths } from '@/config/paths';
import { PRICE_NOTES, VOLUME_DISCOUNT_TEXT } from '../pricing-content';
import {
  BILLED_TEXT,
  DEFAULT_BILLING_PERIOD,
  formatRupees,
  PRICE_PER_USER_PER_MONTH,
  savingText,
  type BillingPeriod,
} from '../pricing-plans';
import { BillingToggle } from './billing-toggle';
import styles from './price-card.module.css';

/** The plan: Monthly/Annual toggle (annual first), the per-user price, its notes and the CTA. */
export function PriceCard() {
  const [billing, setBilling] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);

  return (
    <section className={styles.card} aria-labelledby="plan-title">
      <div className={styles.header}>
        <h2 id="plan-title" className={styles.title}>
          One plan for your whole team
        </h2>
        <BillingToggle value={billing} onChange={setBilling} />
      </div>

      <div className={styles.priceBlock} aria-live="polite">
        <p className={styles.price}>
          <span className={styles.amount}>{formatRupees(PRICE_PER_USER_PER_MONTH[billing])}</span>{' '}
          <span className={styles.unit}>per user per month</span>
        </p>
        <p className={styles.billed}>{BILLED_TEXT[billing]}</p>
        {billing === 'annual' && <p className={styles.saving}>{savingText()}</p>}
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
