import { NOTIFY_STATE_LABELS, type AdminSubmission } from '@ronda/shared';
import { Button } from '@/components/button/button';
import { useRetryNotification } from '../api/admin-submissions';
import { formatDateTime } from '../lib/format-date-time';
import { NOTIFY_STATE_TONES } from '../lib/tones';
import { ToneBadge } from './tone-badge';
import styles from './inbox-card.module.css';

const SHOWS_ERROR = new Set(['retrying', 'failed']);

/**
 * Where the Slack notification stands, its attempts and last error, and "Retry" when the server
 * allows one (failed or skipped). A refused retry says why, next to the row.
 */
export function NotificationStatus({ submission }: { submission: AdminSubmission }) {
  const { state, attempts, at, error, canRetry } = submission.notification;
  const retry = useRetryNotification(submission.id);
  return (
    <div className={styles.side}>
      <span>
        <span className={styles.muted}>Notification </span>
        <ToneBadge tone={NOTIFY_STATE_TONES[state]}>{NOTIFY_STATE_LABELS[state]}</ToneBadge>
      </span>
      <span className={styles.muted}>
        {attempts === 1 ? '1 attempt' : `${attempts} attempts`}
        {at && (
          <>
            {', last '}
            <time dateTime={at}>{formatDateTime(at)}</time>
          </>
        )}
      </span>
      {error && SHOWS_ERROR.has(state) && <span className={styles.error}>{error}</span>}
      {canRetry && (
        <div className={styles.actions}>
          <Button variant="secondary" busy={retry.isPending} onClick={() => retry.mutate()}>
            {retry.isPending ? 'Sending…' : 'Retry'}
          </Button>
        </div>
      )}
      {retry.error && (
        <p role="alert" className={styles.alert}>
          {retry.error.message}
        </p>
      )}
    </div>
  );
}
