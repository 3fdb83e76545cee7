import type { SubscriptionStats } from '@ronda/shared';
import { useId } from 'react';
import { perMonth } from '../lib/format-rupees';
import { SeatPrice } from './seat-price';
import styles from './subscription-card.module.css';

interface SeatRowProps {
  label: string;
  count: number;
  pricePerMonth: number;
  per: string;
  struck: boolean;
}

function SeatRow({ label, count, pricePerMonth, per, struck }: SeatRowProps) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <span className={styles.count}>{count}</span>
        <span className={styles.price}>
          <SeatPrice amount={pricePerMonth} struck={struck} /> per {per}
        </span>
      </dd>
    </div>
  );
}

/** console.md §2 Monthly Subscription: the company's billing card (CON-PAY-06..14). */
export function SubscriptionCard({ stats }: { stats: SubscriptionStats }) {
  const titleId = useId();
  const { employees, supervisors, totalCost } = stats;
  const { freeTrial } = totalCost;
  const showRegular = totalCost.regularTotal !== totalCost.total;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.company}>
          {stats.companyName}
        </h2>
        <p className={styles.billing}>Monthly Billing</p>
      </header>
      {freeTrial && (
        <div className={styles.banner}>
          <strong className={styles.bannerTitle}>FREE TRIAL</strong>
          <span>Ronda is free while your trial runs. Regular prices are shown struck through.</span>
        </div>
      )}
      <dl className={styles.seats}>
        <SeatRow
          label="Employees"
          count={employees.count}
          pricePerMonth={employees.pricePerMonth}
          per="employee"
          struck={freeTrial}
        />
        <SeatRow
          label="Supervisors"
          count={supervisors.count}
          pricePerMonth={supervisors.pricePerMonth}
          per="supervisor"
          struck={freeTrial}
        />
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt className={styles.label}>Total</dt>
          <dd className={styles.value}>
            <strong className={styles.total}>{perMonth(totalCost.total)}</strong>
            {showRegular && <SeatPrice amount={totalCost.regularTotal} struck />}
          </dd>
        </div>
      </dl>
      {freeTrial && <p className={styles.free}>Free during the trial: nothing is charged.</p>}
    </section>
  );
}
