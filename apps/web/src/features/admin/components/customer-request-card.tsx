import type { AdminCustomerRequest } from '@ronda/shared';
import { useId } from 'react';
import { formatDateTime } from '../lib/format-date-time';
import { TASK_STATUS_LABELS } from '../lib/inbox-filters';
import { TASK_STATUS_TONES } from '../lib/tones';
import { ToneBadge } from './tone-badge';
import styles from './inbox-card.module.css';

/** One customer request: which company, who raised it, what and where, by when, its status. */
export function CustomerRequestCard({ request }: { request: AdminCustomerRequest }) {
  const headingId = useId();
  const { customer } = request;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.lead}>
        <h2 id={headingId} className={styles.heading}>
          {request.company.name}
        </h2>
        <time className={styles.muted} dateTime={request.createdAt}>
          {formatDateTime(request.createdAt)}
        </time>
      </div>
      <div className={styles.who}>
        <span className={styles.strong}>{customer.name}</span>
        <a href={`mailto:${customer.email}`}>{customer.email}</a>
        {customer.phone && (
          <a href={`tel:${customer.phone.replace(/[^+\d]/g, '')}`}>{customer.phone}</a>
        )}
      </div>
      <dl className={`${styles.what} ${styles.details}`}>
        <div>
          <dt>Description</dt>
          <dd className={styles.text}>{request.description}</dd>
        </div>
        {request.address && (
          <div>
            <dt>Address</dt>
            <dd className={styles.text}>{request.address}</dd>
          </div>
        )}
      </dl>
      <div className={styles.side}>
        <span>
          <ToneBadge tone={TASK_STATUS_TONES[request.status]}>
            {TASK_STATUS_LABELS[request.status]}
          </ToneBadge>
        </span>
        <span className={styles.muted}>
          {'Due '}
          {request.dueDate ? (
            <time dateTime={request.dueDate}>{formatDateTime(request.dueDate)}</time>
          ) : (
            'date not set'
          )}
        </span>
      </div>
    </article>
  );
}
