import { SUBMISSION_KIND_LABELS, type AdminSubmission } from '@ronda/shared';
import { useId } from 'react';
import { formatDateTime } from '../lib/format-date-time';
import { NotificationStatus } from './notification-status';
import styles from './inbox-card.module.css';

/** One stored submission: when and what, who sent it, every field they sent, Slack's state. */
export function SubmissionCard({ submission }: { submission: AdminSubmission }) {
  const headingId = useId();
  const { name, companyName, email, phone, details } = submission;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.lead}>
        <h2 id={headingId} className={styles.heading}>
          {SUBMISSION_KIND_LABELS[submission.kind]}
        </h2>
        <time className={styles.muted} dateTime={submission.createdAt}>
          {formatDateTime(submission.createdAt)}
        </time>
      </div>
      <div className={styles.who}>
        {name && <span className={styles.strong}>{name}</span>}
        {companyName && <span>{companyName}</span>}
        <a href={`mailto:${email}`}>{email}</a>
        {phone && <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>}
      </div>
      <div className={styles.what}>
        {details.length > 0 ? (
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd className={styles.text}>{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <span className={styles.muted}>No other details</span>
        )}
      </div>
      <NotificationStatus submission={submission} />
    </article>
  );
}
